import Foundation

/// The app's widgets on the Home Screen, as WidgetKit's `WidgetCenter`. A preview runs on a
/// device with no widgets placed: reloads do nothing and the configurations are empty.
public final class WidgetCenter: @unchecked Sendable {
  public static let shared = WidgetCenter()

  init() {}

  /// Asks iOS to reload every widget's timeline; nothing to reload in a preview.
  public func reloadAllTimelines() {}

  /// Asks iOS to reload the timelines of one kind of widget; nothing to reload in a preview.
  public func reloadTimelines(ofKind kind: String) {}

  /// The widgets the person placed: none.
  public func getCurrentConfigurations(_ completion: @escaping (Result<[WidgetInfo], any Error>) -> Void) {
    completion(.success([]))
  }

  /// The widgets the person placed: none.
  public func currentConfigurations() async throws -> [WidgetInfo] { [] }

  /// Asks iOS to fetch the intent recommendations again; nothing to fetch in a preview.
  public func invalidateConfigurationRecommendations() {}
}

/// A widget the person placed, as WidgetKit's `WidgetInfo`.
public struct WidgetInfo: Sendable {
  public let kind: String
  public let family: WidgetFamily
}
