package reading

import "strings"

// Text returns the text of the first maxPages pages (all pages when
// maxPages <= 0), each page's lines joined by newlines and each page ended
// by one.
func (d *Document) Text(maxPages int) string {
	pages := d.Pages
	if maxPages > 0 && len(pages) > maxPages {
		pages = pages[:maxPages]
	}
	var sb strings.Builder
	for _, p := range pages {
		sb.WriteString(p.Text())
		sb.WriteByte('\n')
	}
	return sb.String()
}
