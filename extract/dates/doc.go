// Package dates finds calendar dates in document text, in the styles that
// identity documents, bills, statements and tax letters print: 14 MAR 2031,
// 14 MAR/MAR 31, 14.03.2031, 14/03/2031, 2031-03-14, 12 OKT/OCT 67, March
// 14, 2031, 14 de marzo de 2031, 1er janvier 2024, March 2031. Month names
// are read in English, French, German, Spanish, Italian, Dutch and
// Portuguese, in full or abbreviated, with or without accents; Thai dates
// (๑๐ เมษายน พ.ศ. ๒๕๖๘) with their month names and Buddhist Era years; the
// digits of every script as ASCII digits. It also does
// the calendar arithmetic of partial dates (AddMonths, MonthsBetween, ...).
// It decides how to read a date, not which date of a document matters.
//
// It is a value package: it imports nothing of this module.
package dates
