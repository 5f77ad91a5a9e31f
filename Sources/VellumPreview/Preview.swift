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

/// A named view to render, with its canvas, as SwiftUI's `#Preview` (Vellum has no macros).
public struct Preview {
  public let name: String
  public let canvas: Canvas
  let make: () -> AnyView

  public init<V: View>(_ name: String, canvas: Canvas = .device(.iPhone15), @ViewBuilder content: @escaping () -> V) {
    self.name = name
    self.canvas = canvas
    self.make = { AnyView(content()) }
  }

  public var view: AnyView { make() }
}
