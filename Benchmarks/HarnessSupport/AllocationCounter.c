// Allocation counting by redirecting GOT entries during a pass; see include/AllocationCounter.h.
#define _GNU_SOURCE
#include "AllocationCounter.h"

#include <errno.h>
#include <stdatomic.h>
#include <stddef.h>

#if defined(__has_feature)
#  if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer) || __has_feature(memory_sanitizer)
#    define OPENUDID_SANITIZED 1
#  endif
#endif
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#  define OPENUDID_SANITIZED 1
#endif

#if defined(__linux__) && defined(__GLIBC__) && defined(__x86_64__) && !defined(OPENUDID_SANITIZED) \
    && !defined(OPENUDID_NO_ALLOCATION_COUNTER)
#define OPENUDID_COUNTING 1
#endif

bool openudid_allocation_counter_compiled(void) {
#ifdef OPENUDID_COUNTING
    return true;
#else
    return false;
#endif
}

#ifndef OPENUDID_COUNTING

bool openudid_allocation_counting_begin(bool allThreads) {
    (void)allThreads;
    return false;
}

openudid_allocation_counts openudid_allocation_counting_end(void) {
    openudid_allocation_counts none = {0, 0};
    return none;
}

#else

#include <link.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

// The counting mode: 0 off, 1 the thread that began the pass only, 2 every thread. The counters
// are relaxed: they are read after the pass by the thread that ran it, once the workload's own
// synchronisation (a join, a thread team's handshake) has ordered every worker's calls before
// that read.
static _Atomic int countingMode;
static _Atomic uint64_t allocationCount;
static _Atomic uint64_t freeCount;
// Set on the thread that began a pass. Initial-exec: reading it never calls __tls_get_addr,
// which could allocate.
static _Thread_local bool countsThisThread __attribute__((tls_model("initial-exec")));

// glibc's own entry points, exported for allocator wrappers; its headers do not declare them.
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void *__libc_valloc(size_t size);
extern void *__libc_pvalloc(size_t size);
extern void __libc_free(void *pointer);

// Whether a call on this thread counts now. A pointer copied during a pass can be called after
// it (a function pointer stored by the caller): the functions below stay valid forever and
// simply forward when no pass runs.
static inline bool counts(void) {
    int mode = atomic_load_explicit(&countingMode, memory_order_relaxed);
    return mode == 2 || (mode == 1 && countsThisThread);
}

static inline void countAllocation(void) {
    if (counts()) atomic_fetch_add_explicit(&allocationCount, 1, memory_order_relaxed);
}

static void *countingMalloc(size_t size) {
    countAllocation();
    return __libc_malloc(size);
}

static void *countingCalloc(size_t count, size_t size) {
    countAllocation();
    return __libc_calloc(count, size);
}

static void *countingRealloc(void *pointer, size_t size) {
    countAllocation();
    return __libc_realloc(pointer, size);
}

static void countingFree(void *pointer) {
    if (pointer != NULL && counts()) atomic_fetch_add_explicit(&freeCount, 1, memory_order_relaxed);
    __libc_free(pointer);
}

// posix_memalign reports errors by its result and leaves *out alone; alignment must be a power
// of two and a multiple of sizeof(void *) (POSIX), which glibc's memalign does not check.
static int countingPosixMemalign(void **out, size_t alignment, size_t size) {
    if (alignment == 0 || (alignment & (alignment - 1)) != 0 || alignment % sizeof(void *) != 0) return EINVAL;
    countAllocation();
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) return ENOMEM;
    *out = pointer;
    return 0;
}

static void *countingMemalign(size_t alignment, size_t size) {
    countAllocation();
    return __libc_memalign(alignment, size);
}

static void *countingValloc(size_t size) {
    countAllocation();
    return __libc_valloc(size);
}

static void *countingPvalloc(size_t size) {
    countAllocation();
    return __libc_pvalloc(size);
}

// The functions redirected, by symbol name. aligned_alloc is memalign with a stricter contract
// that glibc 2.36 does not enforce either.
static const struct {
    const char *name;
    void *replacement;
} redirections[] = {
    {"malloc", (void *)countingMalloc},
    {"calloc", (void *)countingCalloc},
    {"realloc", (void *)countingRealloc},
    {"free", (void *)countingFree},
    {"posix_memalign", (void *)countingPosixMemalign},
    {"aligned_alloc", (void *)countingMemalign},
    {"memalign", (void *)countingMemalign},
    {"valloc", (void *)countingValloc},
    {"pvalloc", (void *)countingPvalloc},
};

// Every GOT entry redirected by the current pass, to be put back at its end. Each loaded object
// has at most two entries per function (its PLT slot and its data pointer), and a process
// loads a few dozen objects.
enum { maximumPatches = 2048 };
static struct {
    void **entry;
    void *original;
    bool inRelro;
} patches[maximumPatches];
static size_t patchCount;
static bool patchesOverflowed;

static long pageSize;

// Makes the page of `entry` writable or read-only again. Entries in an object's RELRO segment
// (all of them when it was linked with -z now, and the GLOB_DAT ones of glibc) were made
// read-only by the dynamic loader after relocation.
static void protect(void **entry, int protection) {
    uintptr_t page = (uintptr_t)entry & ~(uintptr_t)(pageSize - 1);
    mprotect((void *)page, (size_t)pageSize, protection);
}

// The dynamic loader rewrites the address entries of an object's dynamic section to absolute
// addresses when it can write them, and leaves them relative to the load base when the
// section is read-only (the vDSO's): an entry below the base is still relative.
static ElfW(Addr) absolute(ElfW(Addr) value, ElfW(Addr) base) {
    return value < base ? value + base : value;
}

static void redirect(const ElfW(Rela) *relocations, size_t bytes, const ElfW(Sym) *symbols, const char *names,
                     ElfW(Addr) base, ElfW(Addr) relroStart, ElfW(Addr) relroEnd) {
    size_t count = bytes / sizeof(ElfW(Rela));
    for (size_t index = 0; index < count; index++) {
        const ElfW(Rela) *relocation = &relocations[index];
        unsigned long type = ELF64_R_TYPE(relocation->r_info);
        if (type != R_X86_64_JUMP_SLOT && type != R_X86_64_GLOB_DAT) continue;
        const char *name = names + symbols[ELF64_R_SYM(relocation->r_info)].st_name;
        for (size_t which = 0; which < sizeof redirections / sizeof redirections[0]; which++) {
            if (strcmp(name, redirections[which].name) != 0) continue;
            if (patchCount == maximumPatches) {
                patchesOverflowed = true;
                return;
            }
            void **entry = (void **)(base + relocation->r_offset);
            bool inRelro = (ElfW(Addr))entry >= relroStart && (ElfW(Addr))entry < relroEnd;
            if (inRelro) protect(entry, PROT_READ | PROT_WRITE);
            patches[patchCount].entry = entry;
            patches[patchCount].original = *entry;
            patches[patchCount].inRelro = inRelro;
            patchCount++;
            *entry = redirections[which].replacement;
            break;
        }
    }
}

// dl_iterate_phdr's callback: redirects one loaded object's entries.
static int redirectObject(struct dl_phdr_info *info, size_t size, void *context) {
    (void)size;
    (void)context;
    // The dynamic loader keeps its own allocator until libc is relocated, and the vDSO
    // allocates nothing: leave both alone.
    if (info->dlpi_name != NULL && (strstr(info->dlpi_name, "/ld-linux") != NULL || strstr(info->dlpi_name, "linux-vdso") != NULL)) {
        return 0;
    }
    const ElfW(Dyn) *dynamic = NULL;
    ElfW(Addr) relroStart = 0, relroEnd = 0;
    for (ElfW(Half) index = 0; index < info->dlpi_phnum; index++) {
        const ElfW(Phdr) *header = &info->dlpi_phdr[index];
        if (header->p_type == PT_DYNAMIC) dynamic = (const ElfW(Dyn) *)(info->dlpi_addr + header->p_vaddr);
        if (header->p_type == PT_GNU_RELRO) {
            relroStart = info->dlpi_addr + header->p_vaddr;
            relroEnd = relroStart + header->p_memsz;
        }
    }
    if (dynamic == NULL) return 0;
    const ElfW(Sym) *symbols = NULL;
    const char *names = NULL;
    const ElfW(Rela) *pltRelocations = NULL, *relocations = NULL;
    size_t pltBytes = 0, bytes = 0;
    for (const ElfW(Dyn) *entry = dynamic; entry->d_tag != DT_NULL; entry++) {
        switch (entry->d_tag) {
        case DT_SYMTAB: symbols = (const ElfW(Sym) *)absolute(entry->d_un.d_ptr, info->dlpi_addr); break;
        case DT_STRTAB: names = (const char *)absolute(entry->d_un.d_ptr, info->dlpi_addr); break;
        case DT_JMPREL: pltRelocations = (const ElfW(Rela) *)absolute(entry->d_un.d_ptr, info->dlpi_addr); break;
        case DT_PLTRELSZ: pltBytes = entry->d_un.d_val; break;
        case DT_RELA: relocations = (const ElfW(Rela) *)absolute(entry->d_un.d_ptr, info->dlpi_addr); break;
        case DT_RELASZ: bytes = entry->d_un.d_val; break;
        default: break;
        }
    }
    if (symbols == NULL || names == NULL) return 0;
    if (pltRelocations != NULL) redirect(pltRelocations, pltBytes, symbols, names, info->dlpi_addr, relroStart, relroEnd);
    if (relocations != NULL) redirect(relocations, bytes, symbols, names, info->dlpi_addr, relroStart, relroEnd);
    return patchesOverflowed ? 1 : 0;
}

bool openudid_allocation_counting_begin(bool allThreads) {
    if (pageSize == 0) pageSize = sysconf(_SC_PAGESIZE);
    atomic_store_explicit(&allocationCount, 0, memory_order_relaxed);
    atomic_store_explicit(&freeCount, 0, memory_order_relaxed);
    countsThisThread = true;
    atomic_store_explicit(&countingMode, allThreads ? 2 : 1, memory_order_seq_cst);
    patchCount = 0;
    patchesOverflowed = false;
    dl_iterate_phdr(redirectObject, NULL);
    return patchCount > 0 && !patchesOverflowed;
}

openudid_allocation_counts openudid_allocation_counting_end(void) {
    // Every entry back first, then the read-only pages read-only again: several entries can
    // share a page.
    for (size_t index = 0; index < patchCount; index++) *patches[index].entry = patches[index].original;
    for (size_t index = 0; index < patchCount; index++) {
        if (patches[index].inRelro) protect(patches[index].entry, PROT_READ);
    }
    patchCount = 0;
    atomic_store_explicit(&countingMode, 0, memory_order_seq_cst);
    countsThisThread = false;
    openudid_allocation_counts counts = {
        atomic_load_explicit(&allocationCount, memory_order_relaxed),
        atomic_load_explicit(&freeCount, memory_order_relaxed),
    };
    return counts;
}

#endif
