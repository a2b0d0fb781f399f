package fetch_test

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/netip"

	"github.com/docextract/docextract/internal/fetch"
)

func ExampleIsPublic() {
	for _, s := range []string{"8.8.8.8", "10.0.0.1", "169.254.169.254", "::ffff:127.0.0.1", "2001:4860:4860::8888"} {
		fmt.Println(s, fetch.IsPublic(netip.MustParseAddr(s)))
	}
	// Output:
	// 8.8.8.8 true
	// 10.0.0.1 false
	// 169.254.169.254 false
	// ::ffff:127.0.0.1 false
	// 2001:4860:4860::8888 true
}

func ExampleFetcher_Fetch() {
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Write([]byte("%PDF-1.7"))
	}))
	defer ts.Close()

	// The default policy refuses the loopback test server...
	_, err := fetch.New(fetch.Options{}).Fetch(context.Background(), ts.URL)
	fmt.Println(errors.Is(err, fetch.ErrForbidden), errors.Is(err, fetch.ErrUnreachable))

	// ...which an on-premises deployment may allow.
	body, err := fetch.New(fetch.Options{AllowPrivate: true}).Fetch(context.Background(), ts.URL)
	fmt.Printf("%s %v\n", body, err)
	// Output:
	// true true
	// %PDF-1.7 <nil>
}
