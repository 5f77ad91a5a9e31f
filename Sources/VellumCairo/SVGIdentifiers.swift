import Foundation

/// Cairo names SVG images, surfaces and patterns from process-wide counters, so the same
/// view rendered twice in one process gets different ids. Renumbering each kind in order
/// of first appearance makes the file depend only on the view.
enum SVGIdentifiers {
  static let kinds = ["image", "surface", "pattern", "source", "mask", "filter"]

  static func normalize(_ svg: String) -> String {
    let pattern = try! NSRegularExpression(pattern: "(id=\"|#)(" + kinds.joined(separator: "|") + ")([0-9]+)")
    let text = svg as NSString
    var renamed: [String: String] = [:]
    var counters: [String: Int] = [:]
    var result = ""
    var last = 0
    for match in pattern.matches(in: svg, range: NSRange(location: 0, length: text.length)) {
      let prefix = text.substring(with: match.range(at: 1))
      let kind = text.substring(with: match.range(at: 2))
      let old = kind + text.substring(with: match.range(at: 3))
      let new =
        renamed[old]
        ?? {
          let number = counters[kind, default: 0]
          counters[kind] = number + 1
          renamed[old] = "\(kind)\(number)"
          return "\(kind)\(number)"
        }()
      result += text.substring(with: NSRange(location: last, length: match.range.location - last)) + prefix + new
      last = match.range.location + match.range.length
    }
    result += text.substring(from: last)
    return result
  }
}
