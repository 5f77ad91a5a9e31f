import Foundation

/// What SwiftUI's `@MainActor @preconcurrency protocol View` makes of a view type, done by
/// `vellum preview` to a copy of a file: a struct, class or enum that names `View` or
/// `ViewModifier` among its conformances is marked `@preconcurrency @MainActor`, so its
/// computed properties and methods may read `@MainActor` models, as they may on iOS (a
/// to-do list's `filteredTasks` reading its store, eighth trial).
///
/// Vellum's `View` isolates only `body` to the main actor (its own views run in renders
/// that hold the main actor's isolation), so without this such a file does not compile.
/// `@preconcurrency` keeps what SwiftUI's inferred isolation allows in Swift 5 mode: a
/// nonisolated caller of the view's members is warned, not stopped. A type that names a
/// global actor already, and conformances added in an extension, are left as they are. The
/// line numbers stay; a package target compiles the files as they are.
enum MainActorViews {
  /// The text with its view types marked, or nil when it declares none to mark.
  static func adapted(_ text: String) -> String? {
    guard text.contains("View") else { return nil }
    let range = NSRange(text.startIndex..., in: text)
    var insertions: [String.Index] = []
    for match in declaration.matches(in: text, range: range) {
      guard let attributes = Range(match.range(at: 2), in: text),
        let conformances = Range(match.range(at: 3), in: text),
        let start = Range(match.range(at: 2), in: text)?.lowerBound
      else { continue }
      if text[attributes].contains("Actor") { continue }
      let names = text[conformances].components(separatedBy: " where ")[0].split(separator: ",").map {
        $0.trimmingCharacters(in: .whitespacesAndNewlines)
      }
      guard names.contains(where: { ["View", "SwiftUI.View", "ViewModifier", "SwiftUI.ViewModifier"].contains($0) })
      else { continue }
      insertions.append(start)
    }
    guard !insertions.isEmpty else { return nil }
    var result = text
    for index in insertions.reversed() { result.insert(contentsOf: "@preconcurrency @MainActor ", at: index) }
    return result
  }

  /// A type declaration up to its `{`: its attributes (2) and its conformances (3).
  static let declaration = try! NSRegularExpression(
    pattern: #"(?m)^([ \t]*)((?:@[\w.]+(?:\([^)]*\))?\s+)*)(?:(?:public|internal|private|fileprivate|final|open)\s+)*"#
      + #"(?:struct|class|enum)\s+\w+\s*(?:<[^{>]*>)?\s*:\s*([^{]*)\{"#)
}
