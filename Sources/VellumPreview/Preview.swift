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

  /// The device chrome a render on this canvas draws: the device's own unless `setting` is
  /// `.off`; none on a canvas that is no device.
  public func chrome(_ setting: ChromeSetting = .automatic) -> DeviceChrome? {
    guard case .device(let device) = self, setting != .off else { return nil }
    return device.chrome
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

  /// The status bar and home indicator this device draws over an app: a Face ID iPhone's
  /// (no status bar in landscape, as iOS hides it), a home-button iPhone's in portrait, none
  /// for a device without a status bar's safe area.
  public var chrome: DeviceChrome? {
    let landscape = width > height
    if safeArea.bottom > 0 { return DeviceChrome(style: .faceID, showsStatusBar: !landscape) }
    if safeArea.top > 0, !landscape { return DeviceChrome(style: .homeButton) }
    return nil
  }

  /// The device turned to landscape: sides swapped, the bars' safe area moved to the sides
  /// (UIKit's insets on a Dynamic Island iPhone in landscape: 59 pt each side, 21 pt at the
  /// bottom; none on a home-button iPhone, whose status bar hides).
  public var landscape: Device {
    guard height > width else { return self }
    let insets =
      safeArea.bottom > 0
      ? EdgeInsets(top: 0, leading: safeArea.top, bottom: 21, trailing: safeArea.top) : EdgeInsets()
    return Device(name: name + "Landscape", width: height, height: width, scale: scale, safeArea: insets)
  }

  /// The canvas nearest to an Xcode simulator name (`"iPhone 15 Pro"`, `"iPhone SE (3rd
  /// generation)"`); `nil` for a name that is no iPhone.
  public init?(previewDevice: PreviewDevice) {
    let name = previewDevice.rawValue.lowercased().replacingOccurrences(of: " ", with: "")
    guard name.hasPrefix("iphone") else { return nil }
    if let exact = Device.all.first(where: { $0.name.lowercased() == name }) {
      self = exact
    } else if name.contains("se") {
      self = .iPhoneSE
    } else if name.contains("promax") || name.contains("plus") {
      self = .iPhone15ProMax
    } else if name.contains("16pro") || name.contains("17") {
      self = .iPhone16Pro
    } else {
      self = .iPhone15
    }
  }
}

/// Whether a render draws a device canvas's status bar and home indicator
/// (`--chrome on|off`): as the preview's traits say, always, or never.
public enum ChromeSetting: String, Hashable, Sendable, CaseIterable {
  case automatic, on, off
}

/// A named view to render, with its canvas and traits. `#Preview` and `PreviewProvider`
/// make these on their own (`Preview.discovered`); a catalog can also list them by hand.
public struct Preview {
  /// The type parameter of a preview's traits, as SwiftUI's: an app's own traits extend
  /// `PreviewTrait where T == Preview.ViewTraits`.
  public typealias ViewTraits = _PreviewViewTraits

  public let name: String
  public let canvas: Canvas
  public let traits: [PreviewTrait<ViewTraits>]
  /// The module that declares it, for discovered previews; empty for hand-written ones.
  public let module: String
  /// Where it is declared, for discovered previews: `Module/File.swift` for a `#Preview`,
  /// `Module.Type` for a `PreviewProvider` or an `App`; empty for hand-written ones.
  public let source: String
  let make: () -> AnyView

  public init<V: View>(
    _ name: String, canvas: Canvas = .device(.iPhone15), traits: PreviewTrait<ViewTraits>...,
    @ViewBuilder content: @escaping () -> V
  ) {
    self.name = name
    self.canvas = canvas
    self.traits = traits
    self.module = ""
    self.source = ""
    self.make = { AnyView(content()) }
  }

  init(
    _ name: String, canvas: Canvas, traits: [PreviewTrait<ViewTraits>], module: String, source: String = "",
    make: @escaping () -> AnyView
  ) {
    self.name = name
    self.canvas = canvas
    self.traits = traits
    self.module = module
    self.source = source
    self.make = make
  }

  /// The view, in its traits' `PreviewModifier`s (the first one innermost) and with their
  /// environment (Dynamic Type size, layout direction) applied outside them, so a modifier's
  /// own views see it too.
  public var view: AnyView {
    var view = make()
    for trait in traits {
      if case .modifier(let modifier) = trait.kind { view = modifier.apply(to: view) }
    }
    for trait in traits {
      switch trait.kind {
      case .dynamicTypeSize(let size): view = AnyView(view.environment(\.dynamicTypeSize, size))
      case .layoutDirection(let direction): view = AnyView(view.environment(\.layoutDirection, direction))
      case .colorScheme, .scale, .layout, .orientation, .deviceChrome, .modifier: break
      }
    }
    return view
  }

  /// The device chrome (status bar, home indicator) to draw over this preview on `canvas`:
  /// the device's own on a device canvas unless a `.deviceChrome(.hidden)` trait or the
  /// setting turns it off; none on other canvases.
  public func chrome(on canvas: Canvas, setting: ChromeSetting = .automatic) -> DeviceChrome? {
    if setting == .automatic {
      for trait in traits {
        if case .deviceChrome(.hidden) = trait.kind { return nil }
      }
    }
    return canvas.chrome(setting)
  }

  /// The chrome on the preview's own canvas.
  public var chrome: DeviceChrome? { chrome(on: canvas) }

  /// The variants to render out of those requested: a preview pinned to a colour scheme or
  /// scale by its traits renders only that one.
  public func variants(schemes: [ColorScheme], scales: [Int]) -> [Variant] {
    variants(TraitMatrix(colorSchemes: schemes, scales: scales))
  }

  /// The matrix's variants this preview renders in: only its colour scheme or scale when its
  /// traits pin one, no other Dynamic Type sizes when it pins one, and other devices only on
  /// a device canvas.
  public func variants(_ matrix: TraitMatrix) -> [Variant] {
    var matrix = matrix
    for trait in traits {
      switch trait.kind {
      case .colorScheme(let scheme): matrix.colorSchemes = [scheme]
      case .scale(let scale): matrix.scales = [scale]
      case .dynamicTypeSize: matrix.dynamicTypeSizes = []
      default: break
      }
    }
    if case .device(let own) = canvas {
      matrix.devices.removeAll { $0.name == own.name || $0.landscape.name == own.name }
    } else {
      matrix.devices = []
    }
    return matrix.variants
  }

  /// The view and canvas for a variant: its Dynamic Type size, locale (right to left where
  /// the language is) and device applied outside the preview, so the preview's own traits
  /// and environment win; another device replaces only a device canvas, turned as the
  /// preview's own is.
  public func prepared(for variant: Variant) -> (view: AnyView, canvas: Canvas) {
    var canvas = canvas
    if let device = variant.device, case .device(let own) = canvas {
      canvas = .device(own.width > own.height ? device.landscape : device)
    }
    var view = self.view
    if let size = variant.dynamicTypeSize { view = AnyView(view.environment(\.dynamicTypeSize, size)) }
    if let locale = variant.locale {
      view = AnyView(
        view.environment(\.locale, Locale(identifier: locale))
          .environment(\.layoutDirection, variant.isRightToLeft ? .rightToLeft : .leftToRight))
    }
    return (view, canvas)
  }
}
