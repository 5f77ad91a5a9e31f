import Vellum
import VellumPreview

/// Rich text as app screens write it: Markdown in literals, concatenation with per-part
/// styles, decorations, letter spacing and text case.
struct Typography: View {
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
    }
    .padding()
    .frame(maxWidth: .infinity, alignment: .leading)
  }
}

#Preview("Typography") { Typography() }
