// One pointer per thread, read without a function call: the calling thread's random state
// (OpenUDIDCore's ChaChaRandomState page), or NULL before the thread's first use and after its
// thread-exit destructor ran.
//
// Swift has no thread-local variables of its own; `pthread_getspecific` (and the lazy global
// holding its key) cost two calls on every draw from SecureRandom, two fifths of the time of
// RFCUUID.v4() (Benchmarks/records/choices-in-the-code.md, "The thread-local random state"). A C11
// `_Thread_local` read through these `static inline` functions is inlined into the Swift code
// that calls them (Swift emits imported inline C functions into its own module) and compiles
// to one load from the thread pointer's segment. The pthread key stays, for its destructor.
//
// The initial-exec model: the variable sits at a fixed offset from the thread pointer, found
// without calling __tls_get_addr. That is what an executable uses for its own variables, and
// it also holds for a shared library loaded with the program or dlopen'ed later, which glibc
// and musl serve from the static TLS space they reserve for this (8 bytes here).
#ifndef OPENUDID_THREAD_LOCAL_POINTER_H
#define OPENUDID_THREAD_LOCAL_POINTER_H

/// The calling thread's random-state pointer (defined in ThreadLocalPointer.c).
extern _Thread_local void *openudid_thread_random_state __attribute__((tls_model("initial-exec")));

/// The calling thread's random-state pointer, NULL when it has none.
static inline void *openudid_thread_random_state_get(void) {
    return openudid_thread_random_state;
}

/// Sets the calling thread's random-state pointer.
static inline void openudid_thread_random_state_set(void *state) {
    openudid_thread_random_state = state;
}

#endif
