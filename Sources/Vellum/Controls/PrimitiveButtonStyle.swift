import Foundation

/// The parts of a button a `PrimitiveButtonStyle` draws: the label, the role, and
/// `trigger()`, which performs the button's action (never called by Vellum itself).
public struct PrimitiveButtonStyleConfiguration {
  public let label: AnyView
  public let role: ButtonRole?
  let action: () -> Void

  /// Performs the button's action.
  public func trigger() { action() }
}

/// A style that takes over a button's whole interaction, as SwiftUI's
/// `PrimitiveButtonStyle`; its body usually wraps `Button(configuration)`. Vellum draws it at
/// rest, so its gestures never fire.
public protocol PrimitiveButtonStyle {
  associatedtype Body: View
  typealias Configuration = PrimitiveButtonStyleConfiguration
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
  /// The button a primitive style draws around: its label and role, with the style that
  /// applies around it (the default one when that is the primitive style itself).
  public init(_ configuration: PrimitiveButtonStyleConfiguration) {
    self.init(role: configuration.role, action: configuration.action) { configuration.label }
    skipsPrimitiveStyle = true
  }
}

extension PrimitiveButtonStyleConfiguration {
  /// The label's type (SwiftUI's `PrimitiveButtonStyleConfiguration.Label`).
  public typealias Label = AnyView
}

/// The shape of a bordered button, as SwiftUI's `ButtonBorderShape` (a `Shape` since iOS 17).
nonisolated public struct ButtonBorderShape: Shape, Hashable {
  enum Kind: Hashable, Sendable {
    case automatic, capsule, circle
    case roundedRectangle(radius: CGFloat?)
  }
  let kind: Kind

  /// The control size's rounded rectangle on iOS 17/18 (spec §7).
  public static let automatic = ButtonBorderShape(kind: .automatic)
  public static let capsule = ButtonBorderShape(kind: .capsule)
  public static let circle = ButtonBorderShape(kind: .circle)
  /// A rounded rectangle with the control size's radius.
  public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(radius: nil))
  public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
    ButtonBorderShape(kind: .roundedRectangle(radius: radius))
  }

  public func path(in rect: CGRect) -> Path {
    switch kind {
    case .capsule: Capsule().path(in: rect)
    case .circle: Circle().path(in: rect)
    case .automatic: RoundedRectangle(cornerRadius: ButtonMetrics.cornerRadius(.regular)).path(in: rect)
    case .roundedRectangle(let radius):
      RoundedRectangle(cornerRadius: radius ?? ButtonMetrics.cornerRadius(.regular)).path(in: rect)
    }
  }

  /// The shape with the control size's radius filled in.
  func resolved(for size: ControlSize) -> ButtonBorderShape {
    switch kind {
    case .automatic, .roundedRectangle(radius: nil): .roundedRectangle(radius: ButtonMetrics.cornerRadius(size))
    default: self
    }
  }
}

nonisolated extension Shape where Self == ButtonBorderShape {
  /// A button's border shape, as `.clipShape(.buttonBorder)` names it: the regular control
  /// size's rounded rectangle (SwiftUI reads the environment's shape; Vellum draws the default).
  public static var buttonBorder: ButtonBorderShape { .automatic }
}

struct ButtonBorderShapeKey: EnvironmentKey { static let defaultValue = ButtonBorderShape.automatic }

extension EnvironmentValues {
  /// The shape bordered buttons inside use (`buttonBorderShape(_:)`).
  var buttonBorderShape: ButtonBorderShape {
    get { self[ButtonBorderShapeKey.self] }
    set { self[ButtonBorderShapeKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets the shape of bordered and bordered-prominent buttons inside this view.
  public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { environment(\.buttonBorderShape, shape) }

  /// The fill behind a bordered button, in its border shape: the control size's rounded
  /// rectangle unless `buttonBorderShape(_:)` says otherwise.
  @ViewBuilder func buttonBorderFill(_ style: AnyShapeStyle, shape: ButtonBorderShape, size: ControlSize) -> some View {
    if shape.kind == .automatic {
      background(style, in: .rect(cornerRadius: ButtonMetrics.cornerRadius(size)))
    } else {
      background(style, in: shape.resolved(for: size))
    }
  }
}
