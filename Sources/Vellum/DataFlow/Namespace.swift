import Foundation

/// A namespace for the ids of `matchedGeometryEffect`, as in SwiftUI.
///
/// Each `Namespace` value has its own `ID`, equal only to itself. SwiftUI keeps one per view
/// identity across updates; Vellum draws one frame, so that is the same thing here.
@propertyWrapper
public struct Namespace: DynamicProperty, DynamicPropertyStorage, Sendable {
  /// The identity of a namespace.
  public struct ID: Hashable, Sendable {
    final class Token: Sendable {}
    let token: Token

    public static func == (a: ID, b: ID) -> Bool { a.token === b.token }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(token)) }
  }

  let id = ID(token: ID.Token())

  public init() {}

  public var wrappedValue: Namespace.ID { id }
}

/// Which parts of a view's geometry `matchedGeometryEffect` shares, as in SwiftUI.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
  public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
  public static let frame: MatchedGeometryProperties = [.position, .size]
}

nonisolated extension View {
  /// Matches this view's geometry with others of the same id, for transitions, as in
  /// SwiftUI. Accepted; a still frame has no transition, so the view keeps its own frame.
  /// Differs from SwiftUI at rest: a view with `isSource: false` keeps its own frame where
  /// SwiftUI gives it the source's.
  public func matchedGeometryEffect<ID: Hashable>(
    id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
    anchor: UnitPoint = .center, isSource: Bool = true
  ) -> some View {
    self
  }
}
