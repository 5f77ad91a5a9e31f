import Foundation

/// The static members an app's own Swift files declare on `Color` or `ShapeStyle`
/// (`extension Color { static let brandPrimary = Color("BrandPrimary") }`, the common way
/// before Xcode 15 generated asset symbols).
///
/// Xcode generates a colour's `Color` and `ShapeStyle` members only when the project turns
/// asset symbol extensions on, which projects that declare their own leave off; with both,
/// the app would not compile ("invalid redeclaration"). Vellum cannot read that setting, so it
/// leaves out a member the app declares itself; the `ColorResource` is generated either way.
/// The scan is textual: `extension Color` or `extension ShapeStyle` (with or without `SwiftUI.`
/// and a `where` clause) up to its matching brace, and `static let`, `var` or `func` names in it.
func declaredColorMembers(in text: String, types: [String] = ["Color", "ShapeStyle"]) -> Set<String> {
  var names: Set<String> = []
  let characters = Array(text.unicodeScalars)
  let header = try! NSRegularExpression(
    pattern: #"\bextension\s+(?:SwiftUI\.|UIKit\.)?(?:"# + types.joined(separator: "|") + #")\b[^{]*\{"#)
  let member = try! NSRegularExpression(pattern: #"\bstatic\s+(?:let|var|func)\s+`?([A-Za-z_][A-Za-z0-9_]*)"#)
  let whole = NSRange(text.startIndex..., in: text)
  for match in header.matches(in: text, range: whole) {
    // The block runs from the header's brace to the brace that closes it.
    guard let open = Range(match.range, in: text)?.upperBound else { continue }
    var depth = 1
    var index = text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: open)
    let start = index
    while index < characters.count, depth > 0 {
      if characters[index] == "{" { depth += 1 } else if characters[index] == "}" { depth -= 1 }
      index += 1
    }
    let block = String(String.UnicodeScalarView(characters[start..<index]))
    for found in member.matches(in: block, range: NSRange(block.startIndex..., in: block)) {
      if let range = Range(found.range(at: 1), in: block) { names.insert(String(block[range])) }
    }
  }
  return names
}

/// The members and types an app's own Swift files declare directly in `extension
/// LocalizedStringResource` (as apps wrote string constants before Xcode 26 generated them):
/// `static let appName = LocalizedStringResource("app.name")`, `enum Discover { … }`. Only
/// what is declared at the extension's top level counts, not the members of a nested type.
func declaredStringSymbols(in text: String) -> DeclaredStringSymbols {
  var declared = DeclaredStringSymbols()
  let header = try! NSRegularExpression(
    pattern: #"\bextension\s+(?:Foundation\.)?LocalizedStringResource\b[^{]*\{"#)
  let member = try! NSRegularExpression(
    pattern: #"\b(?:(static)\s+(?:let|var|func)|enum|struct|class|actor|typealias)\s+`?([A-Za-z_][A-Za-z0-9_]*)"#)
  let characters = Array(text.unicodeScalars)
  for match in header.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
    guard let open = Range(match.range, in: text)?.upperBound else { continue }
    let start = text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: open)
    // The block, and the brace depth of each of its characters (1 at its top level).
    var depths: [Int] = []
    var depth = 1
    var index = start
    while index < characters.count, depth > 0 {
      if characters[index] == "{" { depth += 1 } else if characters[index] == "}" { depth -= 1 }
      depths.append(depth)
      index += 1
    }
    let block = String(String.UnicodeScalarView(characters[start..<index]))
    for found in member.matches(in: block, range: NSRange(block.startIndex..., in: block)) {
      guard let range = Range(found.range, in: block), let name = Range(found.range(at: 2), in: block) else {
        continue
      }
      let offset = block.unicodeScalars.distance(from: block.unicodeScalars.startIndex, to: range.lowerBound)
      // The depth before the match: a nested type's own brace is counted after its name.
      guard offset == 0 || depths[offset - 1] == 1 else { continue }
      if found.range(at: 1).location != NSNotFound {
        declared.members.insert(String(block[name]))
      } else {
        declared.types.insert(String(block[name]))
      }
    }
  }
  return declared
}
