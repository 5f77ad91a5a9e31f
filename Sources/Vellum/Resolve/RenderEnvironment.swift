import Foundation

/// The environment of the render in progress, for the Foundation and UIKit API that view code
/// calls without one (`String(localized:)` takes its locale, UIKit's string measuring its text
/// engine), as those follow the device's settings on iOS. Only view code running in a render
/// sees it; other code gets nil.
enum RenderEnvironment {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var rendering: EnvironmentValues?

  /// Makes `environment` the current render's; gives back the one to restore afterwards.
  static func begin(_ environment: EnvironmentValues) -> EnvironmentValues? {
    lock.withLock {
      defer { rendering = environment }
      return rendering
    }
  }

  static func end(restoring previous: EnvironmentValues?) { lock.withLock { rendering = previous } }

  /// The render's environment, to view code in a render.
  static var current: EnvironmentValues? { isInsideRender ? lock.withLock { rendering } : nil }
}
