package worker

import (
	"os"
	"testing"
)

// sink keeps the test's allocation from being optimised away.
var sink []byte

// TestReturnMemory: the garbage a document leaves in the Go heap leaves the
// worker's resident memory when returnMemory runs.
func TestReturnMemory(t *testing.T) {
	const size = 64 << 20
	sink = make([]byte, size)
	for i := 0; i < len(sink); i += 4096 {
		sink[i] = 1
	}
	sink = nil
	before := residentMemory(os.Getpid())
	returnMemory()
	after := residentMemory(os.Getpid())
	if before == 0 || before-after < size/2 {
		t.Errorf("resident memory %d MiB before returnMemory, %d MiB after: want %d MiB less", before>>20, after>>20, size>>21)
	}
}
