import Foundation

/// Suggestions while someone types a place, as MapKit's `MKLocalSearchCompleter`, on a device
/// that cannot reach Apple's servers: `results` stays empty, and setting a non-empty
/// `queryFragment` tells the delegate `completer(_:didFailWithError:)` with
/// `MKError.serverFailure` at once, on the calling thread.
open class MKLocalSearchCompleter: NSObject, @unchecked Sendable {
  open weak var delegate: (any MKLocalSearchCompleterDelegate)?
  open var queryFragment = "" {
    didSet { if !queryFragment.isEmpty { delegate?.completer(self, didFailWithError: MKError(.serverFailure)) } }
  }
  open var region = MKCoordinateRegion()
  open var resultTypes: ResultType = [.address, .pointOfInterest, .query]
  open var pointOfInterestFilter: MKPointOfInterestFilter?
  /// The older form of `resultTypes` (deprecated in iOS 13): `.locationsOnly` leaves out
  /// query suggestions.
  open var filterType: MKSearchCompletionFilterType {
    get { resultTypes.contains(.query) ? .locationsAndQueries : .locationsOnly }
    set {
      resultTypes = newValue == .locationsOnly ? [.address, .pointOfInterest] : [.address, .pointOfInterest, .query]
    }
  }
  /// Always empty.
  open var results: [MKLocalSearchCompletion] { [] }
  open var isSearching: Bool { false }

  public override init() { super.init() }

  open func cancel() {}

  /// The kinds of suggestion a completer gives.
  public struct ResultType: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let address = ResultType(rawValue: 1)
    public static let pointOfInterest = ResultType(rawValue: 2)
    public static let query = ResultType(rawValue: 4)
    public static let physicalFeature = ResultType(rawValue: 8)
  }
}

/// Which suggestions a completer gives, in the form before `resultTypes`.
public enum MKSearchCompletionFilterType: Int, Sendable {
  case locationsAndQueries = 0, locationsOnly
}

/// What a completer tells its delegate; both methods are optional, as on iOS.
public protocol MKLocalSearchCompleterDelegate: NSObjectProtocol {
  func completerDidUpdateResults(_ completer: MKLocalSearchCompleter)
  func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: any Error)
}

extension MKLocalSearchCompleterDelegate {
  public func completerDidUpdateResults(_ completer: MKLocalSearchCompleter) {}
  public func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: any Error) {}
}

/// One suggestion of a completer (none is ever given in a preview).
open class MKLocalSearchCompletion: NSObject, @unchecked Sendable {
  open var title: String { "" }
  open var subtitle: String { "" }
  open var titleHighlightRanges: [NSValue] { [] }
  open var subtitleHighlightRanges: [NSValue] { [] }
}
