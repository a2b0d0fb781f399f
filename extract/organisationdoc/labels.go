package organisationdoc

// key names a labelled field of an organisation document.
type key int

const (
	keyName key = iota
	keyNumber
	keyType
	keyStatus
	keyIncorporated
	keyOffice
	keyJurisdiction
	keyAuthority
	numKeys
)
