import Foundation

/// The classes an app's files declare (`class Item: NSManagedObject`), for the entities
/// whose classes the app writes by hand.
enum DeclaredClasses {
  static func names(in sources: [URL]) -> Set<String> {
    let pattern = try! NSRegularExpression(pattern: #"\bclass\s+([A-Za-z_][A-Za-z0-9_]*)\s*:"#)
    var names: Set<String> = []
    for source in sources {
      guard let text = try? String(contentsOf: source, encoding: .utf8) else { continue }
      let range = NSRange(text.startIndex..., in: text)
      for match in pattern.matches(in: text, range: range) {
        if let name = Range(match.range(at: 1), in: text) { names.insert(String(text[name])) }
      }
    }
    return names
  }

  /// The model names the files' containers load (`NSPersistentContainer(name: "Model")`).
  static func containerNames(in sources: [URL]) -> Set<String> {
    let pattern = try! NSRegularExpression(pattern: #"Container\s*\(\s*name\s*:\s*"([^"\\]+)""#)
    var names: Set<String> = []
    for source in sources {
      guard let text = try? String(contentsOf: source, encoding: .utf8) else { continue }
      for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
        if let name = Range(match.range(at: 1), in: text) { names.insert(String(text[name])) }
      }
    }
    return names
  }
}
