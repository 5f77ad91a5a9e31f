import Foundation

nonisolated extension View {
  /// Whether a menu's button shows its indicator (the chevron macOS draws; iOS 16+ accepts
  /// it for menus in other styles). Accepted: an iOS menu's label is drawn as it is, with no
  /// indicator, whatever the visibility.
  public func menuIndicator(_ visibility: Visibility) -> some View { self }
}
