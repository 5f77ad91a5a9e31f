import AppIntents
import Foundation
import Vellum

/// A control's kind, provider and template, as WidgetKit's `ControlWidgetConfiguration`.
@MainActor @preconcurrency
public protocol ControlWidgetConfiguration {
  associatedtype Body: ControlWidgetConfiguration
  @ControlWidgetConfigurationBuilder var body: Body { get }
}

extension Never: ControlWidgetConfiguration {}

/// Builds a control's configuration, as WidgetKit's `ControlWidgetConfigurationBuilder`.
@resultBuilder @MainActor
public enum ControlWidgetConfigurationBuilder {
  public static func buildBlock<C: ControlWidgetConfiguration>(_ content: C) -> C { content }
}

/// A control's configuration with a setting changed (its name or description).
public struct _ModifiedControlConfiguration<Base: ControlWidgetConfiguration>: ControlWidgetConfiguration {
  let base: Base
  public var body: Never { fatalError("a primitive control configuration has no body") }
}

extension ControlWidgetConfiguration {
  /// The control's name in the controls gallery.
  public func displayName(_ name: LocalizedStringResource) -> some ControlWidgetConfiguration {
    _ModifiedControlConfiguration(base: self)
  }

  /// What the control does, in the controls gallery.
  public func description(_ description: LocalizedStringResource) -> some ControlWidgetConfiguration {
    _ModifiedControlConfiguration(base: self)
  }

  /// Whether the control's action should run without unlocking the device.
  public func promptsForUserConfiguration() -> some ControlWidgetConfiguration {
    _ModifiedControlConfiguration(base: self)
  }
}

/// A control that shows a value from a provider (or none), as WidgetKit's
/// `StaticControlConfiguration`.
public struct StaticControlConfiguration<Content: ControlWidgetTemplate>: ControlWidgetConfiguration {
  public let kind: String

  public init<Provider: ControlValueProvider>(
    kind: String, provider: Provider, @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content
  ) {
    self.kind = kind
  }

  public init(kind: String, @ControlWidgetTemplateBuilder content: () -> Content) {
    self.kind = kind
  }

  public var body: Never { fatalError("a primitive control configuration has no body") }
}
