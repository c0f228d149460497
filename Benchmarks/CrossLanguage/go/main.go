// Command uuidpeerbench is the Go peer of openudid-bench: github.com/google/uuid (1.3.0),
// github.com/gofrs/uuid (4.3.1), as Debian packages them, and crypto/md5, timed with the
// harness's clock and sampling rule.
//
// Rule (as Benchmarks/Harness): the batch size grows (x2 to x100 per step, aiming 20 % past
// the target) until one batch lasts at least 5 ms of wall time; then batches are timed on
// CLOCK_PROCESS_CPUTIME_ID (every thread of the process, the garbage collector's included)
// until there are at least 15 samples and 0.5 s of them (at most 2000); the figure is the
// median of the per-operation sample times. Every contender's result is checked before it is
// timed, and every result is stored to a package-level sink so that no call is dropped.
//
// Output: one JSON line per contender, {"operation":…,"peer":…,"ns_per_op":…,"samples":…}.
// -quick: 5 samples of at least 1 ms (a smoke pass; not for quoting).
package main

import (
	"bytes"
	"crypto/md5"
	"encoding/hex"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"sort"
	"strings"
	"syscall"
	"time"
	"unsafe"

	gofrs "github.com/gofrs/uuid"
	google "github.com/google/uuid"
)

// Package-level sinks: the compiler must perform every store to them.
var (
	sinkGoogle google.UUID
	sinkGofrs  gofrs.UUID
	sinkString string
	sinkError  error
	sinkDigest [16]byte
)

const (
	clockMonotonic        = 1
	clockProcessCPUTimeID = 2
)

func now(clock uintptr) int64 {
	var ts syscall.Timespec
	_, _, errno := syscall.Syscall(syscall.SYS_CLOCK_GETTIME, clock, uintptr(unsafe.Pointer(&ts)), 0)
	if errno != 0 {
		fail(fmt.Sprintf("clock_gettime(%d): %v", clock, errno))
	}
	return ts.Sec*1_000_000_000 + ts.Nsec
}

type plan struct {
	targetNs   float64
	minSamples int
	minTimeNs  float64
	maxSamples int
}

type result struct {
	Operation string  `json:"operation"`
	Peer      string  `json:"peer"`
	NsPerOp   float64 `json:"ns_per_op"`
	Samples   int     `json:"samples"`
	Batch     int     `json:"batch"`
}

func measure(p plan, operation, peer string, body func(n int)) {
	count := 1
	for {
		start := now(clockMonotonic)
		body(count)
		elapsed := float64(now(clockMonotonic) - start)
		if elapsed >= p.targetNs || count >= 1<<40 {
			break
		}
		aimed := float64(count) * 100
		if elapsed > 0 {
			aimed = float64(count) * p.targetNs / elapsed * 1.2
		}
		if aimed < float64(count)*2 {
			aimed = float64(count) * 2
		}
		if aimed > float64(count)*100 {
			aimed = float64(count) * 100
		}
		count = int(aimed + 0.999999)
	}
	var samples []float64
	total := 0.0
	for (len(samples) < p.minSamples || total < p.minTimeNs) && len(samples) < p.maxSamples {
		start := now(clockProcessCPUTimeID)
		body(count)
		elapsed := float64(now(clockProcessCPUTimeID) - start)
		total += elapsed
		samples = append(samples, elapsed/float64(count))
	}
	sort.Float64s(samples)
	n := len(samples)
	median := samples[n/2]
	if n%2 == 0 {
		median = (samples[n/2-1] + samples[n/2]) / 2
	}
	line, _ := json.Marshal(result{operation, peer, float64(int64(median*1000+0.5)) / 1000, n, count})
	fmt.Println(string(line))
}

func fail(what string) {
	fmt.Fprintln(os.Stderr, "go peer: check failed:", what)
	os.Exit(1)
}

// varied gives the 64 UUIDs of the suite's VariedUUIDTexts (same LCG) and their canonical
// texts, lowercase, uppercase and mixed case in turn, written without the libraries under test.
func varied() ([][16]byte, [][]byte) {
	state := uint64(0x9E3779B97F4A7C15)
	next := func() uint64 {
		state = state*6364136223846793005 + 1442695040888963407
		return state ^ (state >> 29)
	}
	var values [][16]byte
	var texts [][]byte
	for index := 0; index < 64; index++ {
		var value [16]byte
		high, low := next(), next()
		for i := 0; i < 8; i++ {
			value[i] = byte(high >> (56 - 8*i))
			value[8+i] = byte(low >> (56 - 8*i))
		}
		h := hex.EncodeToString(value[:])
		text := []byte(h[0:8] + "-" + h[8:12] + "-" + h[12:16] + "-" + h[16:20] + "-" + h[20:32])
		switch index % 3 {
		case 1:
			text = bytes.ToUpper(text)
		case 2:
			for position := range text {
				if position%2 == 0 && text[position] >= 'a' {
					text[position] -= 0x20
				}
			}
		}
		values = append(values, value)
		texts = append(texts, text)
	}
	return values, texts
}

func main() {
	quick := flag.Bool("quick", false, "smoke pass: 5 samples of at least 1 ms")
	flag.Parse()
	p := plan{targetNs: 5e6, minSamples: 15, minTimeNs: 0.5e9, maxSamples: 2000}
	if *quick {
		p = plan{targetNs: 1e6, minSamples: 5, minTimeNs: 0, maxSamples: 5}
	}
	const gg = "go google/uuid 1.3.0"
	const gf = "go gofrs/uuid 4.3.1"

	// uuid/generate/v4
	if a, b := google.New(), google.New(); a.Version() != 4 || a.Variant() != google.RFC4122 || a == b {
		fail("google New")
	}
	if a, err := gofrs.NewV4(); err != nil || a.Version() != 4 || a.Variant() != gofrs.VariantRFC4122 {
		fail("gofrs NewV4")
	}
	measure(p, "uuid/generate/v4", gg+" New", func(n int) {
		for i := 0; i < n; i++ {
			sinkGoogle = google.New()
		}
	})
	// The library's documented fast path: random bytes drawn from a 16-UUID pool.
	google.EnableRandPool()
	if a, b := google.New(), google.New(); a.Version() != 4 || a == b {
		fail("google New with EnableRandPool")
	}
	measure(p, "uuid/generate/v4", gg+" New (EnableRandPool)", func(n int) {
		for i := 0; i < n; i++ {
			sinkGoogle = google.New()
		}
	})
	google.DisableRandPool()
	measure(p, "uuid/generate/v4", gf+" NewV4", func(n int) {
		for i := 0; i < n; i++ {
			sinkGofrs, sinkError = gofrs.NewV4()
		}
	})

	// uuid/generate/v7 (google/uuid 1.3.0 has no version 7)
	v7, err := gofrs.NewV7()
	millis := int64(v7[0])<<40 | int64(v7[1])<<32 | int64(v7[2])<<24 | int64(v7[3])<<16 | int64(v7[4])<<8 | int64(v7[5])
	if delta := time.Now().UnixMilli() - millis; err != nil || v7.Version() != 7 || delta > 1000 || delta < -1000 {
		fail("gofrs NewV7")
	}
	measure(p, "uuid/generate/v7", gf+" NewV7", func(n int) {
		for i := 0; i < n; i++ {
			sinkGofrs, sinkError = gofrs.NewV7()
		}
	})

	// uuid/generate/v1
	if a, err := google.NewUUID(); err != nil || a.Version() != 1 {
		fail("google NewUUID")
	}
	if a, err := gofrs.NewV1(); err != nil || a.Version() != 1 {
		fail("gofrs NewV1")
	}
	measure(p, "uuid/generate/v1", gg+" NewUUID", func(n int) {
		for i := 0; i < n; i++ {
			sinkGoogle, sinkError = google.NewUUID()
		}
	})
	measure(p, "uuid/generate/v1", gf+" NewV1", func(n int) {
		for i := 0; i < n; i++ {
			sinkGofrs, sinkError = gofrs.NewV1()
		}
	})

	// uuid/generate/v3
	name := "www.example.com"
	const v3 = "5df41881-3aed-3515-88a7-2f4a814cf09e"
	if google.NewMD5(google.NameSpaceDNS, []byte(name)).String() != v3 || gofrs.NewV3(gofrs.NamespaceDNS, name).String() != v3 {
		fail("version 3 (RFC 9562 A.2)")
	}
	nameBytes := []byte(name)
	measure(p, "uuid/generate/v3", gg+" NewMD5", func(n int) {
		for i := 0; i < n; i++ {
			sinkGoogle = google.NewMD5(google.NameSpaceDNS, nameBytes)
		}
	})
	measure(p, "uuid/generate/v3", gf+" NewV3", func(n int) {
		for i := 0; i < n; i++ {
			sinkGofrs = gofrs.NewV3(gofrs.NamespaceDNS, name)
		}
	})

	// uuid/format/canonical: to a string
	const sampleText = "6ba7b810-9dad-41d1-80b4-00c04fd430c8"
	sampleGoogle := google.MustParse(sampleText)
	sampleGofrs := gofrs.Must(gofrs.FromString(sampleText))
	if sampleGoogle.String() != sampleText || sampleGofrs.String() != sampleText {
		fail("String()")
	}
	measure(p, "uuid/format/canonical", gg+" String", func(n int) {
		for i := 0; i < n; i++ {
			sinkString = sampleGoogle.String()
		}
	})
	measure(p, "uuid/format/canonical", gf+" String", func(n int) {
		for i := 0; i < n; i++ {
			sinkString = sampleGofrs.String()
		}
	})

	// uuid/parse/canonical: a string (a fresh copy, so no constant is folded)
	text := strings.Clone(sampleText)
	if u, err := google.Parse(text); err != nil || u != sampleGoogle {
		fail("google Parse")
	}
	if u, err := gofrs.FromString(text); err != nil || u != sampleGofrs {
		fail("gofrs FromString")
	}
	measure(p, "uuid/parse/canonical", gg+" Parse", func(n int) {
		for i := 0; i < n; i++ {
			sinkGoogle, sinkError = google.Parse(text)
		}
	})
	measure(p, "uuid/parse/canonical", gf+" FromString", func(n int) {
		for i := 0; i < n; i++ {
			sinkGofrs, sinkError = gofrs.FromString(text)
		}
	})

	// uuid/parse-bytes/canonical: 64 varied texts (lower, UPPER, MiXeD)
	values, texts := varied()
	for index := range values {
		if u, err := google.ParseBytes(texts[index]); err != nil || [16]byte(u) != values[index] {
			fail("google ParseBytes of the varied texts")
		}
		var u gofrs.UUID
		if err := u.UnmarshalText(texts[index]); err != nil || [16]byte(u) != values[index] {
			fail("gofrs UnmarshalText of the varied texts")
		}
	}
	measure(p, "uuid/parse-bytes/canonical", gg+" ParseBytes", func(n int) {
		for i := 0; i < n; i++ {
			sinkGoogle, sinkError = google.ParseBytes(texts[i&63])
		}
	})
	measure(p, "uuid/parse-bytes/canonical", gf+" UnmarshalText", func(n int) {
		for i := 0; i < n; i++ {
			sinkError = sinkGofrs.UnmarshalText(texts[i&63])
		}
	})

	// md5/oneshot/36B
	input := []byte("68753A44-4D6F-1226-9C60-0050E4C00067")
	if digest := md5.Sum(input); hex.EncodeToString(digest[:]) != "e56f6a9223fb375e75480863fc0bcbb6" {
		fail("crypto/md5 digest of the 36-byte input")
	}
	measure(p, "md5/oneshot/36B", "go crypto/md5 Sum", func(n int) {
		for i := 0; i < n; i++ {
			sinkDigest = md5.Sum(input)
		}
	})
}
