import Foundation

@testable import Vellum

extension TestFonts {
  /// A run of regular text in the default design, unlimited lines, for the text engine's tests.
  static func run(_ string: String, size: CGFloat, alignment: TextAlignment = .leading) -> TextRun {
    TextRun(
      string: string, font: ResolvedFont(size: size, weight: 400, design: .default, italic: false),
      lineLimit: nil, truncation: .tail, alignment: alignment, rightToLeft: false)
  }
}
