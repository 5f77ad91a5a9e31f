import AppIntents
import Foundation
import Vellum

/// A widget preview, as WidgetKit's `#Preview(_:as:widget:timeline:)`: `#Preview(as:
/// .systemSmall) { MyWidget() } timeline: { Entry(…); Entry(…) }`. Xcode shows the widget
/// at the family's size and lets you step through the entries; Vellum draws the first
/// entry, in the widget's rounded shape on its container background (`_WidgetContainer`),
/// on a canvas the size of the widget.
@freestanding(declaration)
public macro Preview<W: WidgetKit.Widget>(
  _ name: String? = nil, as family: WidgetFamily, widget: @escaping @MainActor () -> W,
  @PreviewTimelineBuilder timeline: @escaping @MainActor () -> [any TimelineEntry]
) = #externalMacro(module: "VellumMacros", type: "PreviewMacro")

/// A widget preview of the first entry of a provider's timeline.
@freestanding(declaration)
public macro Preview<W: WidgetKit.Widget, P: TimelineProvider>(
  _ name: String? = nil, as family: WidgetFamily, widget: @escaping @MainActor () -> W,
  timelineProvider: @escaping @MainActor () -> P
) = #externalMacro(module: "VellumMacros", type: "PreviewMacro")

/// A widget preview with an intent configuration; the entries carry their own configuration.
@freestanding(declaration)
public macro Preview<W: WidgetKit.Widget, Intent: WidgetConfigurationIntent>(
  _ name: String? = nil, as family: WidgetFamily, using intent: Intent, widget: @escaping @MainActor () -> W,
  @PreviewTimelineBuilder timeline: @escaping @MainActor () -> [any TimelineEntry]
) = #externalMacro(module: "VellumMacros", type: "PreviewMacro")

/// A widget preview of the first entry of an intent provider's timeline for `intent`.
@freestanding(declaration)
public macro Preview<W: WidgetKit.Widget, P: AppIntentTimelineProvider>(
  _ name: String? = nil, as family: WidgetFamily, using intent: P.Intent, widget: @escaping @MainActor () -> W,
  timelineProvider: @escaping @MainActor () -> P
) = #externalMacro(module: "VellumMacros", type: "PreviewMacro")

/// Collects a widget preview's entries, as WidgetKit's `PreviewTimelineBuilder`.
@resultBuilder
public struct PreviewTimelineBuilder {
  public static func buildExpression<E: TimelineEntry>(_ entry: E) -> [any TimelineEntry] { [entry] }
  public static func buildExpression<E: TimelineEntry>(_ entries: [E]) -> [any TimelineEntry] { entries }
  public static func buildBlock(_ parts: [any TimelineEntry]...) -> [any TimelineEntry] { parts.flatMap { $0 } }
  public static func buildOptional(_ part: [any TimelineEntry]?) -> [any TimelineEntry] { part ?? [] }
  public static func buildEither(first: [any TimelineEntry]) -> [any TimelineEntry] { first }
  public static func buildEither(second: [any TimelineEntry]) -> [any TimelineEntry] { second }
  public static func buildArray(_ parts: [[any TimelineEntry]]) -> [any TimelineEntry] { parts.flatMap { $0 } }
  public static func buildLimitedAvailability(_ part: [any TimelineEntry]) -> [any TimelineEntry] { part }
}

/// Vellum: what a widget `#Preview` expands to: a preview of the widget's first entry on a
/// canvas of the widget's size.
public func _widgetPreview<W: Widget>(
  _ name: String?, as family: WidgetFamily, fileID: String, line: Int, widget: @escaping @MainActor () -> W,
  @PreviewTimelineBuilder timeline: @escaping @MainActor () -> [any TimelineEntry]
) -> _PreviewDeclaration {
  _PreviewDeclaration(name, traits: { [.sizeThatFitsLayout] }, fileID: fileID, line: line) {
    WidgetEntryPreview(family: family, configuration: widget().body._widgetContent, entry: timeline().first)
  }
}

public func _widgetPreview<W: Widget, Intent: WidgetConfigurationIntent>(
  _ name: String?, as family: WidgetFamily, using intent: Intent, fileID: String, line: Int,
  widget: @escaping @MainActor () -> W, @PreviewTimelineBuilder timeline: @escaping @MainActor () -> [any TimelineEntry]
) -> _PreviewDeclaration {
  _widgetPreview(name, as: family, fileID: fileID, line: line, widget: widget, timeline: timeline)
}

/// A provider's timeline, asked for as iOS asks: the first entry is drawn, or the provider's
/// placeholder if its timeline is empty or does not come at once.
public func _widgetPreview<W: Widget, P: TimelineProvider>(
  _ name: String?, as family: WidgetFamily, fileID: String, line: Int, widget: @escaping @MainActor () -> W,
  timelineProvider: @escaping @MainActor () -> P
) -> _PreviewDeclaration {
  _PreviewDeclaration(name, traits: { [.sizeThatFitsLayout] }, fileID: fileID, line: line) {
    let provider = timelineProvider()
    let context = TimelineProviderContext(family: family)
    var entries: [P.Entry] = []
    provider.getTimeline(in: context) { entries = $0.entries }
    let entry = entries.first ?? provider.placeholder(in: context)
    return WidgetEntryPreview(family: family, configuration: widget().body._widgetContent, entry: entry)
  }
}

/// An intent provider's timeline for `intent`: its `timeline(for:in:)` runs on a thread of
/// its own (the preview waits up to five seconds, then draws the placeholder).
public func _widgetPreview<W: Widget, P: AppIntentTimelineProvider>(
  _ name: String?, as family: WidgetFamily, using intent: P.Intent, fileID: String, line: Int,
  widget: @escaping @MainActor () -> W, timelineProvider: @escaping @MainActor () -> P
) -> _PreviewDeclaration {
  _PreviewDeclaration(name, traits: { [.sizeThatFitsLayout] }, fileID: fileID, line: line) {
    let provider = timelineProvider()
    let context = TimelineProviderContext(family: family)
    let request = TimelineRequest(provider: provider, intent: intent, context: context)
    let entry = request.entries()?.first ?? provider.placeholder(in: context)
    return WidgetEntryPreview(family: family, configuration: widget().body._widgetContent, entry: entry)
  }
}

/// Vellum: one entry of a widget drawn in its container.
nonisolated struct WidgetEntryPreview: View {
  let family: WidgetFamily
  let configuration: _WidgetContent
  let entry: (any TimelineEntry)?

  var body: some View {
    _WidgetContainer(family: family, contentMarginsDisabled: configuration.contentMarginsDisabled) {
      if let entry, let content = configuration.makeContent(entry) { content }
    }
  }
}

/// The family a `PreviewProvider`'s widget view is drawn as, as WidgetKit's
/// `WidgetPreviewContext`: `.previewContext(WidgetPreviewContext(family: .systemSmall))`.
public struct WidgetPreviewContext: Hashable, Sendable {
  public let family: WidgetFamily
  public init(family: WidgetFamily) { self.family = family }
}

nonisolated extension View {
  /// Draws this view as a widget of the context's family, on a canvas the widget's size, as
  /// Xcode's canvas shows a widget view given a `WidgetPreviewContext`.
  public func previewContext(_ context: WidgetPreviewContext) -> some View {
    _WidgetContainer(family: context.family) { self }.previewLayout(.sizeThatFits)
  }
}
