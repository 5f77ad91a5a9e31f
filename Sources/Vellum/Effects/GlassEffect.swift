import Foundation

/// iOS 26's Liquid Glass material, as SwiftUI's `Glass`: regular or clear, with an optional
/// tint, interactive or not. Vellum draws iOS 17 and 18, which have no Liquid Glass, so glass
/// is drawn as the blur material an app gives those versions instead: regular glass as
/// `regularMaterial`, clear glass as `ultraThinMaterial`, the tint over it.
public struct Glass: Hashable, Sendable {
  enum Kind: Hashable, Sendable { case regular, clear, identity }
  let kind: Kind
  let tintColor: Color?
  let isInteractive: Bool

  /// The standard glass.
  public static let regular = Glass(kind: .regular, tintColor: nil, isInteractive: false)
  /// Glass that lets more of what is behind it through.
  public static let clear = Glass(kind: .clear, tintColor: nil, isInteractive: false)
  /// No glass: the view is drawn as it is.
  public static let identity = Glass(kind: .identity, tintColor: nil, isInteractive: false)

  /// The glass tinted with `color`.
  public func tint(_ color: Color?) -> Glass { Glass(kind: kind, tintColor: color, isInteractive: isInteractive) }

  /// Glass that reacts to touches (a still frame shows it at rest).
  public func interactive(_ isEnabled: Bool = true) -> Glass {
    Glass(kind: kind, tintColor: tintColor, isInteractive: isEnabled)
  }

  /// The material Vellum draws for this glass.
  var material: Material { kind == .clear ? .ultraThin : .regular }
}

/// The shape glass takes by default: a capsule, as SwiftUI's `DefaultGlassEffectShape`.
nonisolated public struct DefaultGlassEffectShape: Shape {
  public init() {}
  public func path(in rect: CGRect) -> Path { Capsule().path(in: rect) }
}

nonisolated extension View {
  /// Puts glass behind the view in `shape`, as iOS 26's `glassEffect(_:in:)`; drawn as the
  /// glass's material (see `Glass`) with its tint over it.
  public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape()) -> some View {
    GlassBackground(content: self, glass: glass, shape: shape)
  }

  /// Names the view's glass for morphing between states (iOS 26); a still frame has none.
  public func glassEffectID(_ id: (some Hashable & Sendable)?, in namespace: Namespace.ID) -> some View { self }

  /// Joins the view's glass with others of the same id into one shape (iOS 26); Vellum draws
  /// each view's glass apart.
  public func glassEffectUnion(id: (some Hashable & Sendable)?, namespace: Namespace.ID) -> some View { self }

  /// How the view's glass appears and disappears (iOS 26); a still frame shows it in place.
  public func glassEffectTransition(_ transition: GlassEffectTransition) -> some View { self }
}

/// How glass appears and disappears, as iOS 26's `GlassEffectTransition`.
public struct GlassEffectTransition: Hashable, Sendable {
  let name: String
  public static let matchedGeometry = GlassEffectTransition(name: "matchedGeometry")
  public static let materialize = GlassEffectTransition(name: "materialize")
  public static let identity = GlassEffectTransition(name: "identity")
}

/// The view with its glass behind it.
nonisolated struct GlassBackground<Content: View, GlassShape: Shape>: View {
  let content: Content
  let glass: Glass
  let shape: GlassShape

  var body: some View {
    if glass.kind == .identity {
      content
    } else {
      content.background {
        ZStack {
          shape.fill(glass.material)
          if let tint = glass.tintColor { shape.fill(tint) }
        }
      }
    }
  }
}

/// Groups views whose glass blends and morphs together (iOS 26's `GlassEffectContainer`):
/// Vellum lays the content out as it is, each view with its own glass.
nonisolated public struct GlassEffectContainer<Content: View>: View {
  let content: Content

  public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: some View { content }
}
