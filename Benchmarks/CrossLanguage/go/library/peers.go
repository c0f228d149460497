// Package main is the Go peers of openudid-bench's cross/… rows, built with
// -buildmode=c-shared into libopenudid_go_peers.so, which the suite opens with dlopen and times
// interleaved with ours, sample by sample, in one process (Benchmarks/Peers/GoPeers.swift;
// Benchmarks/CrossLanguage/build-peers.sh builds it).
//
// Every operation comes in two shapes: openudid_go_<operation>(…) performs it once and writes
// the result where the caller says, so that the suite can check it against ours before timing;
// openudid_go_<operation>_run(iterations, …) performs it iterations times in a Go loop, each
// result stored to a package-level sink, as the separate program (../main.go) times it. One cgo
// call per batch, not per operation: a call from C into Go costs about a microsecond (the
// thread is attached to the Go runtime and detached again), which a batch of milliseconds
// hides. Inputs that are Go strings or slices are copied from C memory once per batch.
//
// The runtime starts its own threads when the library is loaded, and the process's CPU clock
// counts them. The collector runs only inside the batches of operations that allocate
// (collectedBatch), so that no collection runs on those threads while another contender is
// timed (see Benchmarks/README.md, "Cross-language peers in process").
package main

// #include <stdint.h>
import "C"

import (
	"crypto/md5"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"unsafe"

	gofrs "github.com/gofrs/uuid"
	google "github.com/google/uuid"
)

func main() {}

// Package-level sinks: the compiler must perform every store to them.
var (
	sinkGoogle google.UUID
	sinkGofrs  gofrs.UUID
	sinkString string
	sinkError  error
	sinkDigest [16]byte
)

var compiler = C.CString(runtime.Version())

// openudid_go_compiler names the toolchain that built the library ("go1.19.8"), for the rows'
// notes.
//
//export openudid_go_compiler
func openudid_go_compiler() *C.char { return compiler }

// openudid_go_heap_allocations is the number of heap objects the Go runtime has allocated so far
// (runtime.MemStats.Mallocs): the suite's allocation counter sees calls of the C library's
// malloc, which Go's allocator never makes, so it adds the difference of this count around each
// counting pass. ReadMemStats stops the world; the suite calls it only outside timed samples.
//
//export openudid_go_heap_allocations
func openudid_go_heap_allocations() C.uint64_t {
	var stats runtime.MemStats
	runtime.ReadMemStats(&stats)
	return C.uint64_t(stats.Mallocs)
}

// The library runs the garbage collector itself, inside the batches that allocate, and never on
// its own: left to itself, the collector finishes a cycle on the runtime's other threads after
// a batch has returned (idle-priority mark workers take the processors the batch no longer
// uses), and the process's CPU clock charged that work to whichever contender the suite timed
// next (measured under load: our format and parse rows were 0.6-1.3 ns, 3-5 %, slower in
// processes with this library loaded than without it; with the collector run as below, they
// were not). So automatic collection is off (init),
// and collectedBatch collects at the end of a batch once 4 MiB have been allocated since the
// last collection: the cadence GOGC=100 gives a heap whose live part is this small (its goal
// is 4 MiB at least), with every cycle inside the timed batch that caused it.
func init() { debug.SetGCPercent(-1) }

var allocatedSample = []metrics.Sample{{Name: "/gc/heap/allocs:bytes"}}
var allocatedSinceCollection uint64

func allocatedBytes() uint64 {
	metrics.Read(allocatedSample)
	return allocatedSample[0].Value.Uint64()
}

func collectedBatch(body func()) {
	before := allocatedBytes()
	body()
	allocatedSinceCollection += allocatedBytes() - before
	if allocatedSinceCollection >= 4<<20 {
		runtime.GC()
		allocatedSinceCollection = 0
	}
}

func out16(out *C.uint8_t) *[16]byte { return (*[16]byte)(unsafe.Pointer(out)) }

func bytesOf(input *C.uint8_t, length C.size_t) []byte {
	return C.GoBytes(unsafe.Pointer(input), C.int(length))
}

// --- uuid/generate/v4 ------------------------------------------------------------------------

//export openudid_go_google_v4
func openudid_go_google_v4(out *C.uint8_t) {
	google.DisableRandPool()
	*out16(out) = google.New()
}

//export openudid_go_google_v4_run
func openudid_go_google_v4_run(iterations C.uint64_t) {
	google.DisableRandPool()
	collectedBatch(func() {
		for i := C.uint64_t(0); i < iterations; i++ {
			sinkGoogle = google.New()
		}
	})
}

// The library's documented fast path: random bytes drawn from a pool of 16 UUIDs' worth.
// EnableRandPool is a global switch; each function sets it as its variant needs.

//export openudid_go_google_v4_pool
func openudid_go_google_v4_pool(out *C.uint8_t) {
	google.EnableRandPool()
	*out16(out) = google.New()
}

//export openudid_go_google_v4_pool_run
func openudid_go_google_v4_pool_run(iterations C.uint64_t) {
	google.EnableRandPool()
	for i := C.uint64_t(0); i < iterations; i++ {
		sinkGoogle = google.New()
	}
}

//export openudid_go_gofrs_v4
func openudid_go_gofrs_v4(out *C.uint8_t) C.int {
	value, err := gofrs.NewV4()
	if err != nil {
		return 1
	}
	*out16(out) = value
	return 0
}

//export openudid_go_gofrs_v4_run
func openudid_go_gofrs_v4_run(iterations C.uint64_t) {
	collectedBatch(func() {
		for i := C.uint64_t(0); i < iterations; i++ {
			sinkGofrs, sinkError = gofrs.NewV4()
		}
	})
}

// --- uuid/generate/v7 (google/uuid 1.3.0 has none) -------------------------------------------

//export openudid_go_gofrs_v7
func openudid_go_gofrs_v7(out *C.uint8_t) C.int {
	value, err := gofrs.NewV7()
	if err != nil {
		return 1
	}
	*out16(out) = value
	return 0
}

//export openudid_go_gofrs_v7_run
func openudid_go_gofrs_v7_run(iterations C.uint64_t) {
	collectedBatch(func() {
		for i := C.uint64_t(0); i < iterations; i++ {
			sinkGofrs, sinkError = gofrs.NewV7()
		}
	})
}

// --- uuid/generate/v1 ------------------------------------------------------------------------

//export openudid_go_google_v1
func openudid_go_google_v1(out *C.uint8_t) C.int {
	value, err := google.NewUUID()
	if err != nil {
		return 1
	}
	*out16(out) = value
	return 0
}

//export openudid_go_google_v1_run
func openudid_go_google_v1_run(iterations C.uint64_t) {
	for i := C.uint64_t(0); i < iterations; i++ {
		sinkGoogle, sinkError = google.NewUUID()
	}
}

//export openudid_go_gofrs_v1
func openudid_go_gofrs_v1(out *C.uint8_t) C.int {
	value, err := gofrs.NewV1()
	if err != nil {
		return 1
	}
	*out16(out) = value
	return 0
}

//export openudid_go_gofrs_v1_run
func openudid_go_gofrs_v1_run(iterations C.uint64_t) {
	for i := C.uint64_t(0); i < iterations; i++ {
		sinkGofrs, sinkError = gofrs.NewV1()
	}
}

// --- uuid/generate/v3 (the DNS namespace) ----------------------------------------------------

//export openudid_go_google_v3
func openudid_go_google_v3(name *C.uint8_t, length C.size_t, out *C.uint8_t) {
	*out16(out) = google.NewMD5(google.NameSpaceDNS, bytesOf(name, length))
}

//export openudid_go_google_v3_run
func openudid_go_google_v3_run(iterations C.uint64_t, name *C.uint8_t, length C.size_t) {
	nameBytes := bytesOf(name, length)
	collectedBatch(func() {
		for i := C.uint64_t(0); i < iterations; i++ {
			sinkGoogle = google.NewMD5(google.NameSpaceDNS, nameBytes)
		}
	})
}

//export openudid_go_gofrs_v3
func openudid_go_gofrs_v3(name *C.uint8_t, length C.size_t, out *C.uint8_t) {
	*out16(out) = gofrs.NewV3(gofrs.NamespaceDNS, string(bytesOf(name, length)))
}

//export openudid_go_gofrs_v3_run
func openudid_go_gofrs_v3_run(iterations C.uint64_t, name *C.uint8_t, length C.size_t) {
	nameString := string(bytesOf(name, length))
	collectedBatch(func() {
		for i := C.uint64_t(0); i < iterations; i++ {
			sinkGofrs = gofrs.NewV3(gofrs.NamespaceDNS, nameString)
		}
	})
}

// --- uuid/format/canonical: to a string ------------------------------------------------------

func copyText(text string, out *C.uint8_t) {
	copy((*[36]byte)(unsafe.Pointer(out))[:], text)
}

//export openudid_go_google_format
func openudid_go_google_format(uuid *C.uint8_t, out *C.uint8_t) {
	copyText(google.UUID(*out16(uuid)).String(), out)
}

//export openudid_go_google_format_run
func openudid_go_google_format_run(iterations C.uint64_t, uuid *C.uint8_t) {
	value := google.UUID(*out16(uuid))
	collectedBatch(func() {
		for i := C.uint64_t(0); i < iterations; i++ {
			sinkString = value.String()
		}
	})
}

//export openudid_go_gofrs_format
func openudid_go_gofrs_format(uuid *C.uint8_t, out *C.uint8_t) {
	copyText(gofrs.UUID(*out16(uuid)).String(), out)
}

//export openudid_go_gofrs_format_run
func openudid_go_gofrs_format_run(iterations C.uint64_t, uuid *C.uint8_t) {
	value := gofrs.UUID(*out16(uuid))
	collectedBatch(func() {
		for i := C.uint64_t(0); i < iterations; i++ {
			sinkString = value.String()
		}
	})
}

// --- uuid/parse/canonical: a string ----------------------------------------------------------

//export openudid_go_google_parse
func openudid_go_google_parse(input *C.uint8_t, length C.size_t, out *C.uint8_t) C.int {
	value, err := google.Parse(string(bytesOf(input, length)))
	if err != nil {
		return 1
	}
	*out16(out) = value
	return 0
}

//export openudid_go_google_parse_run
func openudid_go_google_parse_run(iterations C.uint64_t, input *C.uint8_t, length C.size_t) {
	text := string(bytesOf(input, length))
	for i := C.uint64_t(0); i < iterations; i++ {
		sinkGoogle, sinkError = google.Parse(text)
	}
}

//export openudid_go_gofrs_parse
func openudid_go_gofrs_parse(input *C.uint8_t, length C.size_t, out *C.uint8_t) C.int {
	value, err := gofrs.FromString(string(bytesOf(input, length)))
	if err != nil {
		return 1
	}
	*out16(out) = value
	return 0
}

//export openudid_go_gofrs_parse_run
func openudid_go_gofrs_parse_run(iterations C.uint64_t, input *C.uint8_t, length C.size_t) {
	text := string(bytesOf(input, length))
	collectedBatch(func() {
		for i := C.uint64_t(0); i < iterations; i++ {
			sinkGofrs, sinkError = gofrs.FromString(text)
		}
	})
}

// --- uuid/parse-bytes/canonical: 64 texts of 36 bytes, in turn -------------------------------

func texts64(texts *C.uint8_t) [][]byte {
	all := C.GoBytes(unsafe.Pointer(texts), 64*36)
	result := make([][]byte, 64)
	for index := range result {
		result[index] = all[index*36 : index*36+36 : index*36+36]
	}
	return result
}

//export openudid_go_google_parse_bytes
func openudid_go_google_parse_bytes(input *C.uint8_t, length C.size_t, out *C.uint8_t) C.int {
	value, err := google.ParseBytes(bytesOf(input, length))
	if err != nil {
		return 1
	}
	*out16(out) = value
	return 0
}

//export openudid_go_google_parse_bytes_run
func openudid_go_google_parse_bytes_run(iterations C.uint64_t, texts *C.uint8_t) {
	all := texts64(texts)
	for i := C.uint64_t(0); i < iterations; i++ {
		sinkGoogle, sinkError = google.ParseBytes(all[i&63])
	}
}

//export openudid_go_gofrs_unmarshal_text
func openudid_go_gofrs_unmarshal_text(input *C.uint8_t, length C.size_t, out *C.uint8_t) C.int {
	var value gofrs.UUID
	if err := value.UnmarshalText(bytesOf(input, length)); err != nil {
		return 1
	}
	*out16(out) = value
	return 0
}

//export openudid_go_gofrs_unmarshal_text_run
func openudid_go_gofrs_unmarshal_text_run(iterations C.uint64_t, texts *C.uint8_t) {
	all := texts64(texts)
	for i := C.uint64_t(0); i < iterations; i++ {
		sinkError = sinkGofrs.UnmarshalText(all[i&63])
	}
}

// --- md5/oneshot/36B -------------------------------------------------------------------------

//export openudid_go_md5
func openudid_go_md5(input *C.uint8_t, length C.size_t, out *C.uint8_t) {
	*out16(out) = md5.Sum(bytesOf(input, length))
}

//export openudid_go_md5_run
func openudid_go_md5_run(iterations C.uint64_t, input *C.uint8_t, length C.size_t) {
	data := bytesOf(input, length)
	for i := C.uint64_t(0); i < iterations; i++ {
		sinkDigest = md5.Sum(data)
	}
}
