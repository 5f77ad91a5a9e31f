import Foundation

/// A type that can be shared, dragged, dropped or pasted, as CoreTransferable's
/// `Transferable`. A still preview shares and drags nothing, so an app's conformance only has
/// to compile: its representations are built on request and describe the content types, and
/// nothing is exported or imported. Vellum's `ShareLink`, `draggable`, `dropDestination` and
/// `loadTransferable` accept any type, conforming or not.
public protocol Transferable {
  associatedtype Representation: TransferRepresentation
  @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

/// One way to transfer an item (data, a file, a proxy, its `Codable` form).
public protocol TransferRepresentation {
  associatedtype Item
  /// The content types it can be exported as, in order of preference.
  var contentTypes: [UTType] { get }
}

extension TransferRepresentation {
  /// Accepted: exports are never asked for, so the closures, which take the item as in
  /// CoreTransferable, are never called.
  public func exportingCondition(_ condition: @escaping @Sendable (Item) -> Bool) -> Self { self }
  public func suggestedFileName(_ name: String) -> Self { self }
  public func suggestedFileName(_ name: @escaping @Sendable (Item) -> String?) -> Self { self }
  public func visibility(_ visibility: TransferRepresentationVisibility) -> Self { self }
}

/// Who may see a representation; accepted.
public enum TransferRepresentationVisibility: Sendable {
  case all, team, group, ownProcess
}

/// Builds a type's representations, in order of preference.
@resultBuilder public enum TransferRepresentationBuilder<Item> {
  public static func buildExpression<R: TransferRepresentation>(_ representation: R) -> R where R.Item == Item {
    representation
  }
  public static func buildPartialBlock<R: TransferRepresentation>(first: R) -> R where R.Item == Item { first }
  public static func buildPartialBlock<A: TransferRepresentation, N: TransferRepresentation>(accumulated: A, next: N)
    -> TransferRepresentations<Item> where A.Item == Item, N.Item == Item
  {
    TransferRepresentations(contentTypes: accumulated.contentTypes + next.contentTypes)
  }
}

/// Several representations, as the builder joins them.
public struct TransferRepresentations<Item>: TransferRepresentation {
  public let contentTypes: [UTType]
}

/// An item as bytes of one content type.
public struct DataRepresentation<Item>: TransferRepresentation {
  public let contentTypes: [UTType]

  public init(
    contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
    importing: @escaping @Sendable (Data) async throws -> Item
  ) { contentTypes = [contentType] }
  public init(exportedContentType contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {
    contentTypes = [contentType]
  }
  public init(importedContentType contentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {
    contentTypes = [contentType]
  }
}

/// A file handed over in a transfer.
public struct SentTransferredFile: Sendable {
  public let file: URL
  public let allowAccessingOriginalFile: Bool
  public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
    self.file = file
    self.allowAccessingOriginalFile = allowAccessingOriginalFile
  }
}

/// A file received in a transfer.
public struct ReceivedTransferredFile: Sendable {
  public let file: URL
  public let isOriginalFile: Bool
}

/// An item as a file of one content type.
public struct FileRepresentation<Item>: TransferRepresentation {
  public let contentTypes: [UTType]

  public init(
    contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
    exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
    importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
  ) { contentTypes = [contentType] }
  public init(
    exportedContentType contentType: UTType, shouldAllowToOpenInPlace: Bool = false,
    exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile
  ) { contentTypes = [contentType] }
  public init(
    importedContentType contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
    importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
  ) { contentTypes = [contentType] }
}

/// An item through its `Codable` form (JSON by default).
public struct CodableRepresentation<Item: Codable>: TransferRepresentation {
  public let contentTypes: [UTType]
  public init(contentType: UTType) { contentTypes = [contentType] }
  public init(for itemType: Item.Type, contentType: UTType) { contentTypes = [contentType] }
}

/// An item through another transferable value (its text, its image, its URL).
public struct ProxyRepresentation<Item, Proxy>: TransferRepresentation {
  public let contentTypes: [UTType] = []
  public init(exporting: @escaping @Sendable (Item) throws -> Proxy) {}
  public init(
    exporting: @escaping @Sendable (Item) throws -> Proxy, importing: @escaping @Sendable (Proxy) throws -> Item
  ) {}
  public init(importing: @escaping @Sendable (Proxy) throws -> Item) {}
}
