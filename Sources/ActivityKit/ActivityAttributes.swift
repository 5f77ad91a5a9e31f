import Foundation

/// What a Live Activity shows, as ActivityKit's `ActivityAttributes`: the static data of the
/// activity, with its `ContentState` the data that changes while it runs.
public protocol ActivityAttributes: Decodable, Encodable {
  /// The data that changes over the activity's life.
  associatedtype ContentState: Decodable, Encodable, Hashable
}
