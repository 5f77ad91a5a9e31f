import Foundation
import Vellum

extension MKMapItem {
  /// A place's identifier in Apple's map data (iOS 18), as MapKit's `MKMapItem.Identifier`.
  public struct Identifier: RawRepresentable, Hashable, Sendable, Codable {
    public let rawValue: String
    public init?(rawValue: String) {
      guard !rawValue.isEmpty else { return nil }
      self.rawValue = rawValue
    }
  }
}

/// Looks a place up in Apple's map data by its identifier (iOS 18), as MapKit's
/// `MKMapItemRequest`. A preview cannot reach Apple's servers: the request fails with
/// `MKError.serverFailure`, as an offline device's does.
open class MKMapItemRequest: NSObject, @unchecked Sendable {
  public let mapItemIdentifier: MKMapItem.Identifier?
  open private(set) var isCancelled = false
  open var isLoading: Bool { false }

  public init(mapItemIdentifier: MKMapItem.Identifier) {
    self.mapItemIdentifier = mapItemIdentifier
    super.init()
  }

  /// Calls the handler at once with no item and the error.
  open func getMapItem(completionHandler: @escaping (MKMapItem?, (any Error)?) -> Void) {
    completionHandler(nil, MKError(.serverFailure))
  }

  /// Throws `MKError.serverFailure`.
  open var mapItem: MKMapItem {
    get async throws { throw MKError(.serverFailure) }
  }

  open func cancel() { isCancelled = true }
}

/// How a map shows a place's details when its marker is selected (iOS 18).
public struct MapItemDetailSelectionAccessoryStyle: Hashable, Sendable {
  let name: String
  public static let automatic = MapItemDetailSelectionAccessoryStyle(name: "automatic")
  public static let callout = MapItemDetailSelectionAccessoryStyle(name: "callout")
  public static let caption = MapItemDetailSelectionAccessoryStyle(name: "caption")
  public static let sheet = MapItemDetailSelectionAccessoryStyle(name: "sheet")
}

extension MapContent {
  /// The details shown when the content is selected. Accepted: nothing is selected in a
  /// still frame, so the marker is drawn as it is.
  public func mapItemDetailSelectionAccessory(_ style: MapItemDetailSelectionAccessoryStyle? = .automatic)
    -> some MapContent
  { modified { _ in } }
}
