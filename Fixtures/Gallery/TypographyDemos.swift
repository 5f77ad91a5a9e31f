import Foundation
import Vellum
import VellumPreview

/// Rich text as app screens write it: Markdown in literals, concatenation with per-part
/// styles, decorations, letter spacing and text case.
struct Typography: View {
  var name = "Ada"
  /// 14 November 2023.
  static let synced = Date(timeIntervalSince1970: 1_700_000_000)

  /// An attributed string styled run by run, as apps build them.
  static var attributed: AttributedString {
    var text = AttributedString("Attributed: ")
    var price = AttributedString("€12")
    price.font = .headline
    price.foregroundColor = .green
    var old = AttributedString(" €19")
    old.strikethroughStyle = .single
    old.foregroundColor = .secondary
    var terms = AttributedString(" terms")
    terms.link = URL(string: "https://example.com/terms")
    terms.underlineStyle = .single
    text += price + old + terms
    return text
  }

  var body: some View {
    VStack(alignment: .leading, spacing: 14) {
      Text("Release notes").font(.largeTitle.bold())
      Text(
        "This build is **faster**, *quieter* and fixes `nil` handling. ~~Beta only~~ — see [the changelog](https://example.com)."
      )
      Text("Total: ") + Text("$42.00").bold().foregroundColor(.green) + Text(" (incl. tax)").foregroundColor(.secondary)
      Text("Underlined").underline() + Text(" and ") + Text("struck").strikethrough(color: .red)
      Text("TRACKED CAPTION").font(.caption).tracking(2).foregroundColor(.secondary)
      Text("Kerning −0.5 pt tightens a headline").font(.title3).kerning(-0.5)
      Text("x") + Text("2").baselineOffset(6).font(.caption) + Text(" + y") + Text("2").baselineOffset(6).font(.caption)
      Text("Section header in upper case").font(.footnote).foregroundColor(.secondary).textCase(.uppercase)
      Text(verbatim: "Verbatim keeps **asterisks** as written")
      Text("Monospaced digits 0123456789").monospaced()
      Text("A custom font, scaled like body").font(.custom("Quicksand", size: 20))
      Text(Self.attributed)
      Divider()
      Text("Welcome back, \(name)!").font(.headline)
      Text("\(1) new messages") + Text(" · ") + Text("\(12) new messages")
      Text("\(Image(systemName: "star.fill")) Favourites").foregroundColor(.orange)
      Text("Last synced \(Self.synced, style: .date)").font(.footnote).foregroundColor(.secondary)
    }
    .padding()
    .frame(maxWidth: .infinity, alignment: .leading)
  }
}

#Preview("Typography") { Typography() }

/// The same page in German: its literals are looked up in the gallery's string catalog
/// (Localization/Localizable.xcstrings) for `\.locale`; one golden per language.
#Preview("Typography German") { Typography().environment(\.locale, Locale(identifier: "de_DE")) }
