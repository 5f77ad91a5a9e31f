import Foundation

/// Whether a scene is in the foreground, as in SwiftUI.
public enum ScenePhase: Comparable, Hashable, Sendable {
  case background, inactive, active
}

enum ScenePhaseKey: EnvironmentKey { static let defaultValue = ScenePhase.active }

extension EnvironmentValues {
  /// The scene's phase: always `.active` in Vellum, as for an app on screen.
  public var scenePhase: ScenePhase {
    get { self[ScenePhaseKey.self] }
    set { self[ScenePhaseKey.self] = newValue }
  }
}
