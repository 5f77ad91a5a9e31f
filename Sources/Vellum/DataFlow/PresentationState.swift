import Foundation

enum IsPresentedKey: EnvironmentKey { static let defaultValue = false }
enum IsSearchingKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
  /// Whether the view is part of a presentation (a sheet, a pushed view …): `false` in Vellum,
  /// which draws one screen and presents nothing.
  public var isPresented: Bool { self[IsPresentedKey.self] }

  /// Whether the user is searching in a searchable view: `false` in a still frame.
  public var isSearching: Bool { self[IsSearchingKey.self] }
}
