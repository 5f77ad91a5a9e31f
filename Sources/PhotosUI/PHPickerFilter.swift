/// Which assets the photo picker offers, as PhotosUI's `PHPickerFilter` (kept, and compared by
/// what it says; Vellum's picker is never shown, so nothing is filtered).
public struct PHPickerFilter: Hashable, Sendable, CustomStringConvertible {
  public let description: String

  public static let images = PHPickerFilter(description: "images")
  public static let videos = PHPickerFilter(description: "videos")
  public static let livePhotos = PHPickerFilter(description: "livePhotos")
  public static let screenshots = PHPickerFilter(description: "screenshots")
  public static let screenRecordings = PHPickerFilter(description: "screenRecordings")
  public static let panoramas = PHPickerFilter(description: "panoramas")
  public static let bursts = PHPickerFilter(description: "bursts")
  public static let depthEffectPhotos = PHPickerFilter(description: "depthEffectPhotos")
  public static let slomoVideos = PHPickerFilter(description: "slomoVideos")
  public static let timelapseVideos = PHPickerFilter(description: "timelapseVideos")
  public static let cinematicVideos = PHPickerFilter(description: "cinematicVideos")

  /// Assets any of the filters match.
  public static func any(of subfilters: [PHPickerFilter]) -> PHPickerFilter {
    PHPickerFilter(description: "any(of: \(subfilters.map(\.description).joined(separator: ", ")))")
  }

  /// Assets all of the filters match.
  public static func all(of subfilters: [PHPickerFilter]) -> PHPickerFilter {
    PHPickerFilter(description: "all(of: \(subfilters.map(\.description).joined(separator: ", ")))")
  }

  /// Assets the filter does not match.
  public static func not(_ filter: PHPickerFilter) -> PHPickerFilter {
    PHPickerFilter(description: "not(\(filter.description))")
  }
}
