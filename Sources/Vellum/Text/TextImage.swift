import Foundation

extension Text {
  /// An image drawn inline in text, as in SwiftUI (`Text(Image(systemName: "star"))`,
  /// `Text("\(Image(systemName: "star")) Favourites")`): a symbol is a glyph of the
  /// stand-in icon font at the text's size, centred on the capital letters as SF Symbols
  /// are. Vellum draws bitmap images in text as a placeholder square, with a diagnostic.
  public init(_ image: Image) {
    let name = image.systemName
    self.init(verbatim: Self.symbolCharacter(name) ?? Self.missingSymbol)
    if Self.symbolCharacter(name) != nil {
      family = Self.symbolFamily
      sizeScale = SymbolGlyph.emPerPoint
      baselineShift = Self.symbolBaselineShift
      symbolShift = true
    } else {
      deferred = DeferredText(make: { _, report in
        report(
          name.isEmpty
            ? "Text(Image): only symbol images can be drawn in text; drawn as a placeholder"
            : "Image(systemName:) in Text: unknown symbol \"\(name)\" drawn as a placeholder")
        return Text(verbatim: Self.missingSymbol)
      })
    }
  }

  /// The family of the icon font standing in for SF Symbols (spec §9).
  static let symbolFamily = "Material Icons"
  /// Drawn for a symbol the table does not know: a white square (U+25A1).
  static let missingSymbol = "\u{25A1}"
  /// Material Icons' ink is centred half an em (0.6 of the point size) above the baseline;
  /// SF Symbols in text centre on the capital height (0.352 of the point size, spec §1.2),
  /// so the glyph is lowered by the difference, per point of the text's size.
  static let symbolBaselineShift: CGFloat = -(0.6 - 1443.0 / 2048 / 2)

  static func symbolCharacter(_ name: String) -> String? {
    guard let glyph = symbolTable[name], let scalar = Unicode.Scalar(glyph.codepoint) else { return nil }
    return String(Character(scalar))
  }
}
