import Foundation
import Vellum
import VellumPreview

/// The widgets an extension offers, as WidgetKit's `WidgetBundle`: `@main struct Widgets:
/// WidgetBundle { var body: some Widget { Clock(); Weather() } }`.
@MainActor @preconcurrency
public protocol WidgetBundle {
  associatedtype Body: Widget
  init()
  @WidgetBundleBuilder var body: Body { get }
}

extension WidgetBundle {
  /// Runs Vellum's preview command line, as `Widget.main()` does; on iOS this starts the
  /// widget extension.
  public static func main() {
    exit(VellumCommand(previews: Preview.discovered).run(Array(CommandLine.arguments.dropFirst())))
  }
}

/// Collects a bundle's widgets, as WidgetKit's `WidgetBundleBuilder`, with `if` and
/// `if #available`.
@resultBuilder @MainActor
public enum WidgetBundleBuilder {
  public static func buildExpression<W: Widget>(_ widget: W) -> [any Widget] { [widget] }
  /// A control is listed in the bundle, but it is no widget a preview draws.
  public static func buildExpression<C: ControlWidget>(_ control: C) -> [any Widget] { [] }
  public static func buildBlock(_ widgets: [any Widget]...) -> [any Widget] { widgets.flatMap { $0 } }
  public static func buildOptional(_ widgets: [any Widget]?) -> [any Widget] { widgets ?? [] }
  public static func buildEither(first: [any Widget]) -> [any Widget] { first }
  public static func buildEither(second: [any Widget]) -> [any Widget] { second }
  public static func buildLimitedAvailability(_ widgets: [any Widget]) -> [any Widget] { widgets }
  public static func buildFinalResult(_ widgets: [any Widget]) -> _BundledWidgets { _BundledWidgets(widgets: widgets) }
}

/// The widgets of a bundle's body.
public struct _BundledWidgets: Widget {
  public let widgets: [any Widget]
  init(widgets: [any Widget]) { self.widgets = widgets }
  public init() { widgets = [] }
  public var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }
}
