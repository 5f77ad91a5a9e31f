import Foundation

/// The system's accessibility settings that SwiftUI puts in the environment
/// (`@Environment(\.accessibilityReduceTransparency) var reduceTransparency`), as a view reads
/// them to swap a material for a solid fill or add shapes to colour-only cues.
///
/// SwiftUI reads them from the device's Settings and makes them read-only. Vellum's device
/// has every one off (contrast standard, legibility regular), as a phone out of the box does;
/// they can be set with `.environment(\.accessibilityReduceTransparency, true)` to preview a
/// screen as such a user sees it. Setting one changes what views read, not how Vellum draws
/// materials or buttons.
extension EnvironmentValues {
  /// Whether Reduce Transparency is on; `false`.
  public var accessibilityReduceTransparency: Bool {
    get { self[ReduceTransparencyKey.self] }
    set { self[ReduceTransparencyKey.self] = newValue }
  }
  /// Whether Differentiate Without Colour is on; `false`.
  public var accessibilityDifferentiateWithoutColor: Bool {
    get { self[DifferentiateWithoutColorKey.self] }
    set { self[DifferentiateWithoutColorKey.self] = newValue }
  }
  /// Whether Smart Invert is on; `false`.
  public var accessibilityInvertColors: Bool {
    get { self[InvertColorsKey.self] }
    set { self[InvertColorsKey.self] = newValue }
  }
  /// Whether Button Shapes is on; `false`.
  public var accessibilityShowButtonShapes: Bool {
    get { self[ShowButtonShapesKey.self] }
    set { self[ShowButtonShapesKey.self] = newValue }
  }
  /// Whether VoiceOver is running; `false`.
  public var accessibilityVoiceOverEnabled: Bool {
    get { self[VoiceOverEnabledKey.self] }
    set { self[VoiceOverEnabledKey.self] = newValue }
  }
  /// Whether Switch Control is running; `false`.
  public var accessibilitySwitchControlEnabled: Bool {
    get { self[SwitchControlEnabledKey.self] }
    set { self[SwitchControlEnabledKey.self] = newValue }
  }
  /// Whether any assistive technology is running: VoiceOver or Switch Control.
  public var accessibilityEnabled: Bool { accessibilityVoiceOverEnabled || accessibilitySwitchControlEnabled }
  /// Increase Contrast: `.standard`.
  public var colorSchemeContrast: ColorSchemeContrast {
    get { self[ColorSchemeContrastKey.self] }
    set { self[ColorSchemeContrastKey.self] = newValue }
  }
  /// Bold Text: `.regular`.
  public var legibilityWeight: LegibilityWeight? {
    get { self[LegibilityWeightKey.self] }
    set { self[LegibilityWeightKey.self] = newValue }
  }
}

/// Whether Increase Contrast is on, as SwiftUI's `ColorSchemeContrast`.
public enum ColorSchemeContrast: Hashable, Sendable, CaseIterable {
  case standard
  case increased
}

/// Whether Bold Text is on, as SwiftUI's `LegibilityWeight`.
public enum LegibilityWeight: Hashable, Sendable {
  case regular
  case bold
}

enum ReduceTransparencyKey: EnvironmentKey { static let defaultValue = false }
enum DifferentiateWithoutColorKey: EnvironmentKey { static let defaultValue = false }
enum InvertColorsKey: EnvironmentKey { static let defaultValue = false }
enum ShowButtonShapesKey: EnvironmentKey { static let defaultValue = false }
enum VoiceOverEnabledKey: EnvironmentKey { static let defaultValue = false }
enum SwitchControlEnabledKey: EnvironmentKey { static let defaultValue = false }
enum ColorSchemeContrastKey: EnvironmentKey { static let defaultValue = ColorSchemeContrast.standard }
enum LegibilityWeightKey: EnvironmentKey { static let defaultValue: LegibilityWeight? = .regular }
