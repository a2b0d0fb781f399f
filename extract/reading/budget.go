package reading

import (
	"context"
	"fmt"
	"sync"

	"golang.org/x/sync/semaphore"
)

// DefaultBudget is the memory, in bytes, that the pixel work of all
// readers sharing the process's budget may hold at once: image decoding,
// page rendering (MuPDF's RGB pixels included) and the conversions to the
// gray image that is read. Eight giant pages at once then wait for one
// another instead of multiplying.
const DefaultBudget = 320 << 20

// Budget bounds the memory of pixel work done at once. Work takes its
// estimated bytes before it allocates and gives them back once its
// buffers are dropped; when the budget is spent it waits, honouring its
// context. A Budget is safe for concurrent use.
type Budget struct {
	total int64
	sem   *semaphore.Weighted
}

// NewBudget returns a budget of total bytes.
func NewBudget(total int64) *Budget {
	return &Budget{total: total, sem: semaphore.NewWeighted(total)}
}

// processBudget is the budget of readers given none: one for the process.
var processBudget = sync.OnceValue(func() *Budget { return NewBudget(DefaultBudget) })

// take waits for n bytes and returns the function that gives them back.
// Work larger than the whole budget takes all of it, and so runs alone.
func (b *Budget) take(ctx context.Context, n int64) (func(), error) {
	n = max(1, min(n, b.total))
	if err := b.sem.Acquire(ctx, n); err != nil {
		return nil, fmt.Errorf("extract: waiting for memory for pixels: %w", err)
	}
	var once sync.Once
	return func() { once.Do(func() { b.sem.Release(n) }) }, nil
}
