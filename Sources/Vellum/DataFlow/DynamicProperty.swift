import Foundation

/// A stored property of a view that the framework updates before it reads `body`, as in
/// SwiftUI.
///
/// Vellum finds a view's dynamic properties with `Mirror`, fills the built-in ones
/// (`@Environment`, `@EnvironmentObject`, `@ScaledMetric` …) from the environment, looks inside
/// your own `DynamicProperty` structs for built-in ones, then calls their `update()`.
/// Differs from SwiftUI: `update()` runs on a copy of the property, so only changes it
/// makes through reference types (for example a `@State` box) outlive the call.
public protocol DynamicProperty {
  /// Called before the view's body is read.
  mutating func update()
}

extension DynamicProperty {
  public mutating func update() {}
}

extension State: DynamicProperty, DynamicPropertyStorage {}
extension Binding: DynamicProperty, DynamicPropertyStorage {}
