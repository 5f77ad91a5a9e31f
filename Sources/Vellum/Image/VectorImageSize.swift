import Foundation

/// The size in points of an SVG or PDF image, read from the file's text without drawing it.
///
/// Xcode compiles an image set's SVG or PDF at one point per SVG user unit (a `px`) or PDF
/// point, so a 24 × 24 SVG is a 24 × 24 pt image at every scale. Vellum reads the same size:
/// the root `<svg>` element's `width` and `height` (unitless, `px` or `pt` taken as points;
/// `in`, `cm`, `mm` and `pc` converted at 72 per inch), else its `viewBox`; a PDF's first
/// page's `MediaBox` (its `CropBox` where it has one).
public enum VectorImageSize {
  /// Whether a file name is a vector image Vellum draws (`.svg` or `.pdf`).
  public static func isVector(_ url: URL) -> Bool { ["svg", "pdf"].contains(url.pathExtension.lowercased()) }

  /// The pixels that draw a size at a scale: each side rounded, at least one.
  public static func pixelSize(_ size: CGSize, scale: CGFloat) -> (Int, Int) {
    let scale = scale.isFinite && scale > 0 ? scale : 1
    return (max(Int((size.width * scale).rounded()), 1), max(Int((size.height * scale).rounded()), 1))
  }

  /// The size in points, or an error saying what is missing.
  public static func pointSize(_ data: Data, name: String) throws -> CGSize {
    let size: CGSize?
    if name.lowercased().hasSuffix(".pdf") {
      guard data.starts(with: Array("%PDF-".utf8)) else { throw ImageDecodingError("\(name): not a PDF file") }
      size = pdfSize(String(decoding: data, as: UTF8.self))
    } else {
      size = svgSize(String(decoding: data, as: UTF8.self))
    }
    guard let size else {
      throw ImageDecodingError("\(name): no size found (an SVG needs width and height or a viewBox; a PDF a MediaBox)")
    }
    return try validated(size, name: name)
  }

  /// The size if it is one Vellum draws, else an error naming the file.
  public static func validated(_ size: CGSize, name: String) throws -> CGSize {
    guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0,
      size.width <= 10_000, size.height <= 10_000
    else {
      throw ImageDecodingError(
        "\(name): its size \(formatNumber(size.width)) × \(formatNumber(size.height)) pt is not one Vellum draws (0 < side ≤ 10,000)"
      )
    }
    return size
  }

  /// The root element's width and height, else its viewBox's.
  static func svgSize(_ text: String) -> CGSize? {
    guard let start = text.range(of: "<svg", options: .caseInsensitive),
      let end = text.range(of: ">", range: start.upperBound..<text.endIndex)
    else { return nil }
    let tag = String(text[start.upperBound..<end.lowerBound])
    let box = attribute("viewBox", in: tag).map(numbers) ?? []
    let boxSize = box.count == 4 ? CGSize(width: box[2], height: box[3]) : nil
    let width = attribute("width", in: tag).flatMap(length)
    let height = attribute("height", in: tag).flatMap(length)
    switch (width, height, boxSize) {
    case (let w?, let h?, _): return CGSize(width: w, height: h)
    // One side given: the other keeps the viewBox's aspect ratio.
    case (let w?, nil, let b?) where b.width > 0: return CGSize(width: w, height: w * b.height / b.width)
    case (nil, let h?, let b?) where b.height > 0: return CGSize(width: h * b.width / b.height, height: h)
    default: return boxSize
    }
  }

  /// The first CropBox, else the first MediaBox, as width and height.
  static func pdfSize(_ text: String) -> CGSize? {
    for key in ["/CropBox", "/MediaBox"] {
      guard let found = text.range(of: key),
        let open = text.range(of: "[", range: found.upperBound..<text.endIndex),
        let close = text.range(of: "]", range: open.upperBound..<text.endIndex),
        text.distance(from: found.upperBound, to: open.lowerBound) < 4
      else { continue }
      let values = numbers(String(text[open.upperBound..<close.lowerBound]))
      if values.count == 4 { return CGSize(width: abs(values[2] - values[0]), height: abs(values[3] - values[1])) }
    }
    return nil
  }

  /// The value of `name="…"` (or single quotes) in a tag's text.
  static func attribute(_ name: String, in tag: String) -> String? {
    var search = tag.startIndex..<tag.endIndex
    while let found = tag.range(of: name, range: search) {
      search = found.upperBound..<tag.endIndex
      // A whole attribute name: preceded by white space, followed by `=`.
      guard found.lowerBound > tag.startIndex, tag[tag.index(before: found.lowerBound)].isWhitespace else { continue }
      let rest = tag[found.upperBound...].drop { $0.isWhitespace }
      guard rest.first == "=" else { continue }
      let value = rest.dropFirst().drop { $0.isWhitespace }
      guard let quote = value.first, quote == "\"" || quote == "'" else { return nil }
      return String(value.dropFirst().prefix { $0 != quote })
    }
    return nil
  }

  /// A length in points, or nil for a percentage or an unknown unit.
  static func length(_ text: String) -> CGFloat? {
    let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
    let units: [(String, CGFloat)] = [
      ("px", 1), ("pt", 1), ("in", 72), ("cm", 72 / 2.54), ("mm", 72 / 25.4), ("pc", 12),
    ]
    for (unit, factor) in units where trimmed.hasSuffix(unit) {
      return Double(trimmed.dropLast(unit.count)).map { CGFloat($0) * factor }
    }
    return Double(trimmed).map { CGFloat($0) }
  }

  /// The numbers in a list separated by spaces or commas.
  static func numbers(_ text: String) -> [CGFloat] {
    text.split(whereSeparator: { $0 == " " || $0 == "," || $0.isNewline || $0 == "\t" })
      .compactMap { Double($0).map { CGFloat($0) } }
  }
}
