import Foundation

/// What a node is called in layout snapshots and diagnostics, kept in parts and formatted
/// only when printed: formatting every node's name while resolving (a colour's hex digits,
/// a shape's type name) cost more than resolving the node.
enum NodeLabel {
  /// A fixed name: `VStack`, `frame` …
  case plain(String)
  /// A name and a string shown quoted after it: `Text("Hi")`, `Image("star")`.
  case quoted(String, String)
  /// `Color(…)`, with the description of the colour the node fills itself with (kept in its
  /// paint content, so the label holds no copy of it).
  case filledColor
  /// A type's name: a shape (`Circle`, `RoundedRectangle`).
  case type(Any.Type)

  var text: String {
    switch self {
    case .plain(let name): name
    case .quoted(let name, let string): "\(name)(\(string.debugDescription))"
    case .filledColor: "Color"
    case .type(let type): "\(type)"
    }
  }
}
