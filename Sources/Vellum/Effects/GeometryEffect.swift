import Foundation

/// A modifier that transforms its view's drawing by a projection it computes from the
/// view's size, as SwiftUI's `GeometryEffect`; layout is unchanged. Conformers write only
/// `effectValue(size:)` (and, to animate, `animatableData`).
public protocol GeometryEffect: Animatable, ViewModifier {
  func effectValue(size: CGSize) -> ProjectionTransform
}

nonisolated extension GeometryEffect {
  public func body(content: Content) -> some View {
    // Painting runs isolated to the main actor, as resolve does (see `onLargeStack`).
    nonisolated(unsafe) let effect = self
    return EffectView(content: content, name: "\(Self.self)") { _ in
      .sizedTransform { size in
        MainActor.assumeIsolated { effect.effectValue(size: size) }.drawnTransform(in: size)
      }
    }
  }

  /// An effect that leaves out the view's own sizing from geometry (SwiftUI's
  /// `ignoredByLayout()`): Vellum's geometry effects never change layout, so it is the effect.
  public func ignoredByLayout() -> Self { self }
}

nonisolated extension View {
  /// Transforms the view's drawing by a projection (layout is unchanged).
  public func projectionEffect(_ transform: ProjectionTransform) -> some View {
    EffectView(content: self, name: "projectionEffect") { context in
      let values = [
        transform.m11, transform.m12, transform.m13, transform.m21, transform.m22, transform.m23, transform.m31,
        transform.m32, transform.m33,
      ]
      guard values.allSatisfy(\.isFinite) else {
        context.diagnostics.report("projectionEffect: non-finite transform treated as identity")
        return .transform(anchor: .topLeading, .identity)
      }
      return .sizedTransform { size in transform.drawnTransform(in: size) }
    }
  }
}

/// SwiftUI's scale effect as a geometry effect, which code may name directly
/// (`.modifier(_ScaleEffect(scale:))`): scales the drawing about `anchor`.
nonisolated public struct _ScaleEffect: GeometryEffect, Equatable {
  public var scale: CGSize
  public var anchor: UnitPoint

  public init(scale: CGSize, anchor: UnitPoint = .center) {
    self.scale = scale
    self.anchor = anchor
  }

  public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(scale.width, scale.height) }
    set { scale = CGSize(width: newValue.first, height: newValue.second) }
  }

  public func effectValue(size: CGSize) -> ProjectionTransform {
    ProjectionTransform(
      CGAffineTransform(scaleX: scale.width, y: scale.height).about(anchor, in: CGRect(origin: .zero, size: size)))
  }
}
