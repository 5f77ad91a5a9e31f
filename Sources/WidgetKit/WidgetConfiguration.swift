import Foundation
import Vellum

/// What a widget is: its kind, provider, content view and settings, as WidgetKit's
/// `WidgetConfiguration`. Configurations are built like views: `StaticConfiguration` and
/// `AppIntentConfiguration` are primitive, modifiers wrap them.
@MainActor @preconcurrency
public protocol WidgetConfiguration {
  associatedtype Body: WidgetConfiguration
  @WidgetConfigurationBuilder var body: Body { get }
  /// Vellum: what a preview draws for this configuration. A configuration with a `body` has
  /// its body's; the primitive configurations and the modifiers give their own.
  var _widgetContent: _WidgetContent { get }
}

extension WidgetConfiguration {
  public var _widgetContent: _WidgetContent { body._widgetContent }
}

extension Never: WidgetConfiguration {
  public var _widgetContent: _WidgetContent { fatalError("Never has no widget content") }
}

/// Vellum: a widget configuration as a preview needs it: the content view for an entry
/// (`nil` for an entry of another type) and the settings that change how it is drawn.
public struct _WidgetContent {
  public var kind: String
  public var makeContent: (any TimelineEntry) -> AnyView?
  /// The placeholder entry for a family, from the provider.
  public var placeholder: (WidgetFamily) -> (any TimelineEntry)?
  public var displayName: String?
  public var description: String?
  public var supportedFamilies: [WidgetFamily]
  public var contentMarginsDisabled = false
  public var containerBackgroundRemovable = true
  /// A Live Activity's views for its attributes and content state (`ActivityConfiguration`),
  /// nil for other widgets.
  public var makeActivityContent: ((_ attributes: Any, _ state: Any, ActivityPreviewViewKind) -> AnyView?)?

  init(
    kind: String, makeContent: @escaping (any TimelineEntry) -> AnyView?,
    placeholder: @escaping (WidgetFamily) -> (any TimelineEntry)?
  ) {
    self.kind = kind
    self.makeContent = makeContent
    self.placeholder = placeholder
    self.supportedFamilies = WidgetFamily.allCases
  }

  static var empty: _WidgetContent { _WidgetContent(kind: "", makeContent: { _ in nil }, placeholder: { _ in nil }) }
}

/// Builds a widget's configuration, as WidgetKit's `WidgetConfigurationBuilder`: one
/// configuration, or one of two under `if` / `if #available`.
@resultBuilder @MainActor
public enum WidgetConfigurationBuilder {
  public static func buildBlock<C: WidgetConfiguration>(_ content: C) -> C { content }
  public static func buildEither<First: WidgetConfiguration, Second: WidgetConfiguration>(first: First)
    -> _ConditionalWidgetConfiguration<First, Second>
  { _ConditionalWidgetConfiguration(content: first._widgetContent) }
  public static func buildEither<First: WidgetConfiguration, Second: WidgetConfiguration>(second: Second)
    -> _ConditionalWidgetConfiguration<First, Second>
  { _ConditionalWidgetConfiguration(content: second._widgetContent) }
  public static func buildLimitedAvailability<C: WidgetConfiguration>(_ content: C) -> _AnyWidgetConfiguration {
    _AnyWidgetConfiguration(content: content._widgetContent)
  }
}

/// One of two configurations, chosen by an `if`.
public struct _ConditionalWidgetConfiguration<First: WidgetConfiguration, Second: WidgetConfiguration>:
  WidgetConfiguration
{
  let content: _WidgetContent
  public var body: Never { fatalError("a primitive widget configuration has no body") }
  public var _widgetContent: _WidgetContent { content }
}

/// A configuration whose type is hidden (under `if #available`).
public struct _AnyWidgetConfiguration: WidgetConfiguration {
  let content: _WidgetContent
  public var body: Never { fatalError("a primitive widget configuration has no body") }
  public var _widgetContent: _WidgetContent { content }
}

/// A configuration that draws nothing, as WidgetKit's `EmptyWidgetConfiguration`.
public struct EmptyWidgetConfiguration: WidgetConfiguration {
  public init() {}
  public var body: Never { fatalError("a primitive widget configuration has no body") }
  public var _widgetContent: _WidgetContent { .empty }
}
