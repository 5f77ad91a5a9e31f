import Foundation

/// A key for a value in `EnvironmentValues`, as in SwiftUI.
public protocol EnvironmentKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

/// The values a view reads from its surroundings: colour scheme, fonts, display scale …
///
/// Values flow down the view tree; `.environment(_:_:)` changes one for a subtree.
public struct EnvironmentValues: CustomStringConvertible {
  var storage: [ObjectIdentifier: Any] = [:]
  /// The layout direction, stored apart: every layout node reads it.
  var direction = LayoutDirection.leftToRight
  /// The layer presented from here (`PresentedLayer`), stored apart: `Host` reads it on
  /// every node.
  var presented: PresentedLayer?

  public init() {}

  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    // Not `as? K.Value ?? default`: when `K.Value` is optional, a missing entry casts to
    // `.some(nil)` and the default would be lost.
    get { storage[ObjectIdentifier(key)].map { $0 as! K.Value } ?? K.defaultValue }
    set { storage[ObjectIdentifier(key)] = newValue }
  }

  public var description: String { "EnvironmentValues(\(storage.count) values set)" }
}

/// Whether a view is drawn for light or dark appearance.
public enum ColorScheme: String, Hashable, Sendable, CaseIterable {
  case light, dark
}

/// The direction of horizontal layout: left-to-right or right-to-left.
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
  case leftToRight, rightToLeft
}

/// The size of a control, as in SwiftUI.
public enum ControlSize: String, Hashable, Sendable, CaseIterable {
  case mini, small, regular, large, extraLarge
}

enum ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
enum DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
enum ReduceMotionKey: EnvironmentKey { static let defaultValue = false }
enum IsEnabledKey: EnvironmentKey { static let defaultValue = true }
enum ControlSizeKey: EnvironmentKey { static let defaultValue = ControlSize.regular }
enum DefaultPaddingKey: EnvironmentKey {
  static let defaultValue = EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
}

extension EnvironmentValues {
  /// Light or dark; `.light` by default.
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }
  /// Pixels per point. Vellum's renderer sets it from the requested scale (1 by default).
  public var displayScale: CGFloat {
    get { self[DisplayScaleKey.self] }
    set { self[DisplayScaleKey.self] = newValue }
  }
  /// The size of one pixel in points.
  public var pixelLength: CGFloat { 1 / displayScale }
  public var layoutDirection: LayoutDirection {
    get { direction }
    set { direction = newValue }
  }
  /// Always `false` unless set: a still image has no motion.
  public var accessibilityReduceMotion: Bool {
    get { self[ReduceMotionKey.self] }
    set { self[ReduceMotionKey.self] = newValue }
  }
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }
  public var controlSize: ControlSize {
    get { self[ControlSizeKey.self] }
    set { self[ControlSizeKey.self] = newValue }
  }
}
