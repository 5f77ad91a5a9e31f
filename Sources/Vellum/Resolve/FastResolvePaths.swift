import Foundation

enum FastResolvePathsKey: EnvironmentKey { static let defaultValue = true }

extension EnvironmentValues {
  /// Whether a render resolves primitive views through their fast paths (fields read in
  /// place, specialised `makeNodes`), the default; tests turn it off to compare with the
  /// general path, `makeChildren`.
  var usesFastResolvePaths: Bool {
    get { self[FastResolvePathsKey.self] }
    set { self[FastResolvePathsKey.self] = newValue }
  }
}
