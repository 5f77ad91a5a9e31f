import Foundation
import Vellum

/// The size a preview is drawn at.
public enum Canvas: Hashable, Sendable, CustomStringConvertible {
  /// A device's screen in points.
  case device(Device)
  /// A fixed size in points.
  case fixed(width: Double, height: Double)
  /// The view's ideal size.
  case sizeThatFits

  public var proposal: ProposedViewSize {
    switch self {
    case .device(let device): ProposedViewSize(width: device.width, height: device.height)
    case .fixed(let width, let height): ProposedViewSize(width: width, height: height)
    case .sizeThatFits: .unspecified
    }
  }

  public static var iPhoneSE: Canvas { .device(.iPhoneSE) }
  public static var iPhone15: Canvas { .device(.iPhone15) }
  public static var iPhone15ProMax: Canvas { .device(.iPhone15ProMax) }
  public static var iPhone16Pro: Canvas { .device(.iPhone16Pro) }

  /// The screen's safe area: a device's bars and home indicator; none for other canvases.
  public var safeArea: EdgeInsets {
    switch self {
    case .device(let device): device.safeArea
    case .fixed, .sizeThatFits: EdgeInsets()
    }
  }

  public var description: String {
    switch self {
    case .device(let device): device.name
    case .fixed(let width, let height): "\(formatted(width))x\(formatted(height))"
    case .sizeThatFits: "fit"
    }
  }

  /// Parses a device name, `WIDTHxHEIGHT` or `fit`.
  public init?(parsing text: String) {
    if text == "fit" {
      self = .sizeThatFits
    } else if let device = Device.all.first(where: { $0.name.lowercased() == text.lowercased() }) {
      self = .device(device)
    } else {
      let parts = text.lowercased().split(separator: "x").compactMap { Double($0) }
      guard parts.count == 2, parts.allSatisfy({ $0.isFinite && $0 > 0 }) else { return nil }
      self = .fixed(width: parts[0], height: parts[1])
    }
  }
}

func formatted(_ value: Double) -> String {
  value == value.rounded() ? String(Int(value)) : String(value)
}

/// A device screen size in points, its native scale and its portrait safe area (spec §10:
/// status bar 20 pt on a home-button phone; Dynamic Island 59 pt and home indicator 34 pt).
public struct Device: Hashable, Sendable {
  public let name: String
  public let width: Double
  public let height: Double
  public let scale: Double
  public let safeArea: EdgeInsets

  public init(name: String, width: Double, height: Double, scale: Double, safeArea: EdgeInsets = EdgeInsets()) {
    self.name = name
    self.width = width
    self.height = height
    self.scale = scale
    self.safeArea = safeArea
  }

  static let dynamicIsland = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)

  public static let iPhoneSE = Device(
    name: "iPhoneSE", width: 375, height: 667, scale: 2,
    safeArea: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0))
  public static let iPhone15 = Device(name: "iPhone15", width: 393, height: 852, scale: 3, safeArea: dynamicIsland)
  public static let iPhone15ProMax = Device(
    name: "iPhone15ProMax", width: 430, height: 932, scale: 3, safeArea: dynamicIsland)
  public static let iPhone16Pro = Device(
    name: "iPhone16Pro", width: 402, height: 874, scale: 3, safeArea: dynamicIsland)
  public static let all = [iPhoneSE, iPhone15, iPhone15ProMax, iPhone16Pro]
}

/// A named view to render, with its canvas and traits, as SwiftUI's `#Preview` (Vellum has
/// no macros).
public struct Preview {
  public let name: String
  public let canvas: Canvas
  public let traits: [PreviewTrait]
  let make: () -> AnyView

  public init<V: View>(
    _ name: String, canvas: Canvas = .device(.iPhone15), traits: PreviewTrait...,
    @ViewBuilder content: @escaping () -> V
  ) {
    self.name = name
    self.canvas = canvas
    self.traits = traits
    self.make = { AnyView(content()) }
  }

  /// The view, with the traits' environment (Dynamic Type size, layout direction) applied.
  public var view: AnyView {
    var view = make()
    for trait in traits {
      switch trait {
      case .dynamicTypeSize(let size): view = AnyView(view.environment(\.dynamicTypeSize, size))
      case .layoutDirection(let direction): view = AnyView(view.environment(\.layoutDirection, direction))
      case .colorScheme, .scale: break
      }
    }
    return view
  }

  /// The variants to render out of those requested: a preview pinned to a colour scheme or
  /// scale by its traits renders only that one.
  public func variants(schemes: [ColorScheme], scales: [Int]) -> [Variant] {
    var schemes = schemes
    var scales = scales
    for trait in traits {
      if case .colorScheme(let scheme) = trait { schemes = [scheme] }
      if case .scale(let scale) = trait { scales = [scale] }
    }
    return schemes.flatMap { scheme in scales.map { Variant(scheme, scale: $0) } }
  }
}

/// A setting a preview is always rendered with, as SwiftUI's preview traits.
public enum PreviewTrait: Hashable, Sendable {
  /// Render only in this colour scheme.
  case colorScheme(ColorScheme)
  /// Render only at this scale.
  case scale(Int)
  case dynamicTypeSize(DynamicTypeSize)
  case layoutDirection(LayoutDirection)
}
