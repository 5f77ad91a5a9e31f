import Foundation

/// A geometric value (a rect or a point) of a view, kept in a form any ancestor can read in
/// its own coordinates with `GeometryProxy[anchor]`, as in SwiftUI. Vellum holds it in the
/// root's coordinates, resolved after layout.
public struct Anchor<Value> {
  let global: Value
  let shift: (Value, CGSize) -> Value

  /// The value in a space whose origin is at `origin` in the root's coordinates.
  func value(relativeTo origin: CGPoint) -> Value { shift(global, CGSize(width: -origin.x, height: -origin.y)) }

  /// Where an anchor's value comes from: a function of the view's bounds.
  public struct Source {
    let resolve: (CGRect) -> Value
    let shift: (Value, CGSize) -> Value

    func anchor(in globalFrame: CGRect) -> Anchor<Value> { Anchor(global: resolve(globalFrame), shift: shift) }
  }
}

extension Anchor: Equatable where Value: Equatable {
  public static func == (lhs: Anchor, rhs: Anchor) -> Bool { lhs.global == rhs.global }
}

extension Anchor: Hashable where Value: Hashable {
  public func hash(into hasher: inout Hasher) { hasher.combine(global) }
}

extension Anchor where Value == CGRect {
  /// An anchor of `rect`, given in the root's coordinates, for another module that places
  /// views itself (Charts' plot frame for `chartOverlay`).
  public init(_globalRect rect: CGRect) {
    self.init(global: rect, shift: { $0.offsetBy(dx: $1.width, dy: $1.height) })
  }
}

extension Anchor.Source where Value == CGRect {
  /// The view's bounds.
  public static var bounds: Anchor<CGRect>.Source {
    Anchor<CGRect>.Source(resolve: { $0 }, shift: { $0.offsetBy(dx: $1.width, dy: $1.height) })
  }

  /// A rect in the view's own coordinates.
  public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source {
    Anchor<CGRect>.Source(
      resolve: { r.offsetBy(dx: $0.minX, dy: $0.minY) }, shift: { $0.offsetBy(dx: $1.width, dy: $1.height) })
  }
}

extension Anchor.Source where Value == CGPoint {
  /// A point in the view's own coordinates.
  public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source {
    Anchor<CGPoint>.Source(
      resolve: { CGPoint(x: $0.minX + p.x, y: $0.minY + p.y) },
      shift: { CGPoint(x: $0.x + $1.width, y: $0.y + $1.height) })
  }

  /// A point at a unit position of the view's bounds.
  public static func unitPoint(_ p: UnitPoint) -> Anchor<CGPoint>.Source {
    Anchor<CGPoint>.Source(
      resolve: { CGPoint(x: $0.minX + p.x * $0.width, y: $0.minY + p.y * $0.height) },
      shift: { CGPoint(x: $0.x + $1.width, y: $0.y + $1.height) })
  }

  public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
  public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
  public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
  public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
  public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
  public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
  public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
  public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
  public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

nonisolated extension View {
  /// Sets a preference from an anchor of this view (its bounds, a point …), replacing any its
  /// content set for the key.
  public func anchorPreference<A, K: PreferenceKey>(
    key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
  ) -> some View {
    PreferenceNodeModifier(content: self, name: "anchorPreference") { id, current, node in
      if id == ObjectIdentifier(K.self) { current = transform(value.anchor(in: node.globalFrame)) }
    }
  }

  /// Changes the value the content produced for a key with an anchor of this view.
  public func transformAnchorPreference<A, K: PreferenceKey>(
    key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void
  ) -> some View {
    PreferenceNodeModifier(content: self, name: "transformAnchorPreference") { id, current, node in
      guard id == ObjectIdentifier(K.self) else { return }
      var result = (current as? K.Value) ?? K.defaultValue
      transform(&result, value.anchor(in: node.globalFrame))
      current = result
    }
  }
}

/// Anchors are values resolved once; SwiftUI's are `Sendable` so keys can hold them in a
/// `static let defaultValue`.
extension Anchor: @unchecked Sendable {}
extension Anchor.Source: @unchecked Sendable {}
