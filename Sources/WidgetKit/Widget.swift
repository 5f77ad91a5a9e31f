import Foundation
import Vellum
import VellumPreview

/// A widget, as WidgetKit's `Widget`: its `body` is the configuration (kind, provider,
/// content view). `@main` on a widget, or on a `WidgetBundle`, is the extension's entry point.
@MainActor @preconcurrency
public protocol Widget {
  associatedtype Body: WidgetConfiguration
  init()
  @WidgetConfigurationBuilder var body: Body { get }
}

extension Widget {
  /// Runs Vellum's preview command line over the previews in the process, as `App.main()`
  /// does. On iOS this starts the widget extension. (Under `vellum preview` the catalog's own
  /// entry point runs instead.)
  public static func main() {
    exit(VellumCommand(previews: Preview.discovered).run(Array(CommandLine.arguments.dropFirst())))
  }
}
