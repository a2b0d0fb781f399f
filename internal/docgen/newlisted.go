package docgen

// Invoices, receipts and transfers of the dev and holdout splits, written
// from public descriptions of the documents before the readers were run
// on them. Each differs from the tuned generator in its labels' wording,
// how its particulars are set out, or its print design.

func init() {
	register(
		&layout{name: "inv_de_handwerker", docType: TypeInvoice, split: SplitDev, make: (*gen).invDEHandwerker,
			source: "Pflichtangaben einer Rechnung, § 14 Abs. 4 UStG (ihk.de 'Pflichtangaben in Rechnungen'): Rechnungsnummer, Leistungsdatum, USt-IdNr., Nettobetrag, Steuersatz, Steuerbetrag"},
		&layout{name: "inv_fr_prestataire", docType: TypeInvoice, split: SplitDev, make: (*gen).invFRPrestataire,
			source: "Mentions obligatoires d'une facture (economie.gouv.fr, 'Factures : mentions obligatoires'): numéro, date, désignation, prix unitaire HT, taux et montant de TVA, total TTC"},
		&layout{name: "inv_es_factura", docType: TypeInvoice, split: SplitHoldout, make: (*gen).invESFactura,
			source: "Real Decreto 1619/2012, artículo 6 (contenido de la factura): número, fecha de expedición, NIF, descripción, base imponible, tipo y cuota de IVA"},
		&layout{name: "inv_gb_freelancer", docType: TypeInvoice, split: SplitHoldout, make: (*gen).invGBFreelancer,
			source: "HMRC VAT Notice 700/21, section 16.3 (full VAT invoice): invoice number, date of issue, supplier's VAT registration number, unit price, rate, total excluding VAT, VAT"},

		&layout{name: "rcpt_gb_pub", docType: TypeReceipt, split: SplitDev, make: (*gen).rcptGBPub,
			source: "HMRC VAT Notice 700/21, section 16.6 (simplified VAT invoice of retailers: supplier, VAT number, date, goods, total including VAT, rate)"},
		&layout{name: "rcpt_de_kassenbon", docType: TypeReceipt, split: SplitDev, make: (*gen).rcptDEKassenbon,
			source: "Belegausgabepflicht, § 6 KassenSichV (Datum, Uhrzeit, Transaktionsnummer, Menge und Art, Entgelt und Steuerbetrag) as explained on bundesfinanzministerium.de"},
		&layout{name: "rcpt_us_restaurant", docType: TypeReceipt, split: SplitHoldout, make: (*gen).rcptUSRestaurant,
			source: "US restaurant card slip: subtotal, sales tax, tip line, total, card masked to its last four digits (PCI DSS requirement 3.4, truncation)"},
		&layout{name: "rcpt_fr_ticket", docType: TypeReceipt, split: SplitHoldout, make: (*gen).rcptFRTicket,
			source: "Ticket de caisse, arrêté du 3 octobre 1983 relatif à la publicité des prix (economie.gouv.fr 'Ticket de caisse'): date, désignation, prix, total TTC, TVA"},

		&layout{name: "xfer_de_auftrag_form", docType: TypeTransfer, split: SplitDev, make: (*gen).xferDEForm,
			source: "Auftrag für Auslandsüberweisung (boxes for Auftraggeber, Empfänger, IBAN, BIC, Betrag, Währung, Entgeltregelung, Verwendungszweck), as the German banks' forms print it"},
		&layout{name: "xfer_mt103_inline", docType: TypeTransfer, split: SplitDev, make: (*gen).xferMT103Inline,
			source: "SWIFT MT103 as a plain message print-out, values right after their tags (SWIFT User Handbook, Category 1, MT103 format specifications)"},
		&layout{name: "xfer_it_contabile", docType: TypeTransfer, split: SplitHoldout, make: (*gen).xferITContabile,
			source: "Contabile di bonifico estero: ordinante, beneficiario, IBAN, BIC, importo, divisa, data esecuzione, spese (SHA/OUR/BEN), causale, as Italian banks issue it"},
		&layout{name: "xfer_nl_form", docType: TypeTransfer, split: SplitHoldout, make: (*gen).xferNLForm,
			source: "Opdracht buitenlandse betaling (opdrachtgever, begunstigde, IBAN, BIC, bedrag, valuta, kosten OUR/SHA/BEN, omschrijving), as Dutch banks' forms print it"},
	)
}

// invLabelsNew are label sets of the new layouts, in wording the tuned
// generator does not print.
var invLabelsNew = map[string]invLabels{
	"de": {"Rechnung", "Rechnung Nr.", "Rechnungsdatum", "Zahlungsziel", "Auftragsnummer", "Leistungsempfänger", "Leistung", "Stück", "E-Preis", "Summe", "Summe netto", "zzgl. MwSt.", "Gesamtsumme", "Rechnungsbetrag", "IBAN", "BIC", "Ust.-Id.-Nr.", "USt-IdNr. des Kunden"},
	"fr": {"Facture", "N° de facture", "Date de facturation", "Date d'échéance", "Votre commande", "Client", "Description", "Quantité", "P.U.", "Montant HT", "Montant HT", "Montant TVA", "Montant TTC", "Net à payer", "IBAN", "Code BIC", "N° TVA intracommunautaire", "N° TVA client"},
	"es": {"Factura", "Número de factura", "Fecha de expedición de la factura", "Vencimiento", "Su pedido", "Destinatario", "Concepto", "Uds.", "Precio", "Importe", "Base imponible", "Cuota IVA", "Total", "Importe a pagar", "IBAN", "BIC", "NIF", "NIF destinatario"},
	"en": {"Invoice", "Invoice ref", "Invoice issue date", "Payable by", "Your order", "Billed to", "Details", "Units", "Rate", "Ext. price", "Total excl. VAT", "VAT amount", "Total incl. VAT", "Total due", "IBAN", "SWIFT/BIC", "VAT Reg. No.", "Client VAT No."},
}

func (g *gen) invDEHandwerker() *doc {
	d := g.drawInvoice("DE", "de")
	d.lab = invLabelsNew["de"]
	return g.renderInvoice(d, invStyle{particulars: kvRight, grid: true, qtyCols: true, footerIDs: true, dueLine: g.chance(0.5)}, "inv_de_handwerker")
}

func (g *gen) invFRPrestataire() *doc {
	d := g.drawInvoice("FR", "fr")
	d.lab = invLabelsNew["fr"]
	return g.renderInvoice(d, invStyle{particulars: kvColon, vendorRight: true, qtyCols: true, totalBar: true}, "inv_fr_prestataire")
}

func (g *gen) invESFactura() *doc {
	d := g.drawInvoice("ES", "es")
	d.lab = invLabelsNew["es"]
	return g.renderInvoice(d, invStyle{particulars: kvAbove, grid: true, qtyCols: g.chance(0.5), totalBar: true, dueLine: true}, "inv_es_factura")
}

func (g *gen) invGBFreelancer() *doc {
	d := g.drawInvoice("GB", "en")
	d.lab = invLabelsNew["en"]
	return g.renderInvoice(d, invStyle{particulars: kvColon, vendorRight: g.chance(0.5), qtyCols: true, footerIDs: true}, "inv_gb_freelancer")
}

func (g *gen) rcptGBPub() *doc {
	d := g.drawReceipt("GB", "en", "en", 20, true)
	d.netShown = true
	return g.renderReceiptStyled(d, rcptStyle{mono: true, qtyInline: true}, "rcpt_gb_pub")
}

func (g *gen) rcptDEKassenbon() *doc {
	d := g.drawReceipt("DE", "de", "de", pick(g.r, []int{7, 19}), true)
	return g.renderReceiptStyled(d, rcptStyle{leftHead: true, qtyInline: true}, "rcpt_de_kassenbon")
}

func (g *gen) rcptUSRestaurant() *doc {
	d := g.drawReceipt("US", "en", "en-US", 8, false)
	if !d.tipped {
		d.tipped = true
		d.t.tip = (d.t.subtotal*18 + 50) / 100
		d.t.total += d.t.tip
	}
	return g.renderReceiptStyled(d, rcptStyle{mono: true, leftHead: true}, "rcpt_us_restaurant")
}

func (g *gen) rcptFRTicket() *doc {
	d := g.drawReceipt("FR", "fr", "fr", 20, true)
	return g.renderReceiptStyled(d, rcptStyle{qtyInline: true}, "rcpt_fr_ticket")
}

func (g *gen) xferDEForm() *doc {
	d := g.drawTransfer("DE", "de")
	return g.renderTransferStyled(d, true, kvCells, "xfer_de_auftrag_form")
}

func (g *gen) xferMT103Inline() *doc {
	d := g.drawTransfer(pick(g.r, []string{"GB", "FR", "NL"}), "en")
	return g.renderMT103(d, false, "xfer_mt103_inline")
}

func (g *gen) xferITContabile() *doc {
	d := g.drawTransfer("IT", "it")
	return g.renderTransferStyled(d, false, kvAbove, "xfer_it_contabile")
}

func (g *gen) xferNLForm() *doc {
	d := g.drawTransfer("NL", "nl")
	return g.renderTransferStyled(d, true, kvCells, "xfer_nl_form")
}
