package lexicon

import "testing"

// TestSentences: each fact's patterns on the wording of two issuers at
// least.
func TestSentences(t *testing.T) {
	tests := []struct {
		fact Fact
		text string
		want string // the value, or the text after the cue; "" for no match
	}{
		{FactRegisteredOffice, "II. The registered office of the corporation in the State of Delaware is 800 North State Street, Suite 304, City of Dover, County of Kent, 19901 and the name of the registered agent",
			"800 North State Street, Suite 304, City of Dover, County of Kent, 19901"},
		{FactRegisteredOffice, "SECOND: The address of the corporation's registered office in the State of Nevada is 401 Ryland Street, Suite 200-A, Reno, NV 89502. The name of its registered agent",
			"401 Ryland Street, Suite 200-A, Reno, NV 89502"},
		{FactRegisteredOffice, "The address of its registered office is 1209 Orange Street, Wilmington, DE 19801; the name of its registered agent",
			"1209 Orange Street, Wilmington, DE 19801"},
		{FactRegisteredOffice, "The registered office may be changed by the board", ""},
		// DGCL § 102(a)(6): the initial directors, their term after them.
		{FactDirectors, "The names and mailing addresses of the persons who are to serve as directors until the first annual meeting of stockholders or until their successors are elected and qualify are: JENNIFER LYNN JOHNSON, 660 W 5th St Apt 15, Springfield, IL 62704.",
			"JENNIFER LYNN JOHNSON, 660 W 5th St Apt 15, Springfield, IL 62704."},
		{FactDirectors, "The names and addresses of the persons who are to serve as the initial directors are John Smith, 12 Main St, Austin, TX 78701",
			"John Smith, 12 Main St, Austin, TX 78701"},
		{FactIncorporationDate, "A TRUE AND CORRECT COPY OF THE CERTIFICATE OF INCORPORATION OF \"TOBE ENERGY CORP.\", FILED IN THIS OFFICE ON THE NINTH DAY OF MAY, A.D. 2025",
			"THE NINTH DAY OF MAY, A.D. 2025"},
		{FactOrganisationType, "I CERTIFY that BASH BRIGHT FUTURE FOUNDATION LIMITED (Limited By Guarantee Without Share Capital) has this day been incorporated",
			"Limited By Guarantee Without Share Capital"},
		{FactOrganisationType, "ALDER TRADING LIMITED (limited by shares) was registered", "limited by shares"},
		{FactIncorporationDate, "hereby certifies that Esentai Asset Management Ltd. is incorporated as a Private Company of the Centre under the identification number 240740900962 in accordance with the law on 25 July 2024",
			"25 July 2024"},
		{FactIncorporationDate, "the Articles of Organization of HALCYON FREIGHT, LLC, filed on March 3, 2021", "March 3, 2021"},
		// co-operative and society registrations
		{FactOrganisationName, "ACCEPTING THE APPLICATION MADE BY MR VINOD KUMAR PATIDAR FOR THE REGISTRATION OF A CO-OPERATIVE SOCIETY UNDER THE NAME CHETAK FARMER PRODUCER ORGANIZATION COOPERATIVE SOCIETY LIMITED SIDDHPURA, THE SAID SOCIETY ALONGWITH THE BYE LAWS",
			"CHETAK FARMER PRODUCER ORGANIZATION COOPERATIVE SOCIETY LIMITED SIDDHPURA"},
		{FactOrganisationName, "The society named below has been registered under the name Green Valley Dairy Co-operative Society Ltd, which is registered",
			"Green Valley Dairy Co-operative Society Ltd"},
		{FactRegistrationNumber, "THE SAID SOCIETY IS REGISTERED AT NUMBER COOP/2025/PRATAPGARH/COS/500044 ON DATED 19-11-2025", "COOP/2025/PRATAPGARH/COS/500044"},
		{FactRegistrationNumber, "the society is registered under No. MSCS/CR/1234/2019 with effect from", "MSCS/CR/1234/2019"},
		{FactIncorporationDate, "IS REGISTERED AT NUMBER COOP/2025/PRATAPGARH/COS/500044 ON DATED 19-11-2025 UNDER SECTION 6", "19-11-2025 UNDER SECTION 6"},
		{FactIncorporationDate, "the society is registered under registration number 4417 on 2 March 2019", "2 March 2019"},
		{FactIncorporationDate, "This is to certify that TASMAN BAY FREIGHT LIMITED was incorporated under the\nCompanies Act 1993 on the 6th day of July 2009.", "the 6th day of July 2009."},
		{FactIncorporationDate, "ACME WIDGETS LTD is incorporated under the Companies Act 2006 as a private company, that the company is limited by shares, on 3 May 2011", "3 May 2011"},
		{FactOrganisationType, "FOR THE REGISTRATION OF A CO-OPERATIVE SOCIETY UNDER THE NAME", "CO-OPERATIVE SOCIETY"},
		{FactOrganisationType, "an application for the registration of a friendly society", "friendly society"},
		// US certificates of good standing: foreign qualification, status
		// after "Active and", a number labelled inside the sentence.
		{FactIncorporationDate, "is a Wyoming Limited Liability Company formed or qualified to do business on 02/08/2009, and that", "02/08/2009, and that"},
		{FactIncorporationDate, "a corporation organized or qualified to do business in Colorado on March 3, 2015", "March 3, 2015"},
		{FactOrganisationType, "FOODS, INC. (Filing ID: 2010-000257071) is a Wyoming Profit Corporation formed or qualified to do business on", "Profit Corporation"},
		{FactOrganisationType, "ACME HOLDINGS, INC. is a Florida Not For Profit Corporation organized under the laws of", "Not For Profit Corporation"},
		{FactOrganisationType, "BLUE HERON LLC is a Delaware limited liability company formed on", "limited liability company"},
		{FactOrganisationStatus, "and that its status is Active and in good standing with this office", "good standing"},
		{FactOrganisationStatus, "ACME, INC. is in good standing", "good standing"},
		{FactRegistrationNumber, "COPPERLINE MEDIA, LLC (Filing ID: 2009-000353559) is a Wyoming Limited Liability Company", "2009-000353559"},
		{FactRegistrationNumber, "MARIGOLD FOODS, INC., Nevada Business Identification # NV20207729038, as a corporation", "NV20207729038"},
		{FactRegistrationNumber, "the number of directors shall be fixed by the board", ""},
	}
	for _, tt := range tests {
		got := ""
		for _, s := range Sentences(tt.fact) {
			m := s.Pattern.FindStringSubmatchIndex(tt.text)
			if m == nil {
				continue
			}
			if v, _, ok := s.Value(tt.text, m); ok {
				got = v
			} else {
				got = tt.text[m[1]:]
			}
			break
		}
		if got != tt.want {
			t.Errorf("%s in %q = %q, want %q", tt.fact, tt.text, got, tt.want)
		}
	}
}
