import Foundation

extension PredicateExpressions {
  /// `$0.name.localizedStandardContains(text)` in a `#Predicate`, as SwiftData's search
  /// filters write it. Apple's Foundation has this expression; Linux's does not, so the
  /// macro's expansion would not compile.
  public struct LocalizedStandardContains<Root: PredicateExpression, Other: PredicateExpression>: PredicateExpression
  where Root.Output: StringProtocol, Other.Output: StringProtocol {
    public typealias Output = Bool
    public let root: Root
    public let other: Other

    public init(root: Root, other: Other) {
      self.root = root
      self.other = other
    }

    public func evaluate(_ bindings: PredicateBindings) throws -> Bool {
      String(try root.evaluate(bindings)).localizedStandardContains(String(try other.evaluate(bindings)))
    }
  }

  public static func build_localizedStandardContains<Root, Other>(_ root: Root, _ other: Other)
    -> LocalizedStandardContains<Root, Other>
  {
    LocalizedStandardContains(root: root, other: other)
  }
}

extension PredicateExpressions.LocalizedStandardContains: Sendable where Root: Sendable, Other: Sendable {}
extension PredicateExpressions.LocalizedStandardContains: Codable where Root: Codable, Other: Codable {}
extension PredicateExpressions.LocalizedStandardContains: StandardPredicateExpression
where Root: StandardPredicateExpression, Other: StandardPredicateExpression {}
