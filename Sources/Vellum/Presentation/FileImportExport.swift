import Foundation

// File importers, exporters and movers, as in SwiftUI. iOS presents them as a sheet with the
// document browser; Vellum previews the screen under it: presented or not, nothing is drawn,
// no file is read, written or moved, and the completion and cancellation handlers are never
// called.
nonisolated extension View {
  /// Accepted and inert: the document browser is not drawn, and `onCompletion` is never called.
  public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType],
    onCompletion: @escaping (Swift.Result<URL, any Error>) -> Void
  ) -> some View { self }

  /// Accepted and inert (the form that can pick several files).
  public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
    onCompletion: @escaping (Swift.Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void = {}
  ) -> some View { self }

  /// Accepted and inert: nothing is written, and `onCompletion` is never called.
  public func fileExporter<D: FileDocument>(
    isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
    onCompletion: @escaping (Swift.Result<URL, any Error>) -> Void, onCancellation: @escaping () -> Void = {}
  ) -> some View { self }

  /// Accepted and inert (a reference document).
  public func fileExporter<D: ReferenceFileDocument>(
    isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
    onCompletion: @escaping (Swift.Result<URL, any Error>) -> Void, onCancellation: @escaping () -> Void = {}
  ) -> some View { self }

  /// Accepted and inert (several documents).
  public func fileExporter<C: Collection>(
    isPresented: Binding<Bool>, documents: C, contentType: UTType,
    onCompletion: @escaping (Swift.Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void = {}
  ) -> some View where C.Element: FileDocument { self }

  /// Accepted and inert: nothing is moved, and `onCompletion` is never called.
  public func fileMover(
    isPresented: Binding<Bool>, file: URL?, onCompletion: @escaping (Swift.Result<URL, any Error>) -> Void,
    onCancellation: @escaping () -> Void = {}
  ) -> some View { self }

  /// Accepted and inert (several files).
  public func fileMover<C: Collection>(
    isPresented: Binding<Bool>, files: C, onCompletion: @escaping (Swift.Result<[URL], any Error>) -> Void,
    onCancellation: @escaping () -> Void = {}
  ) -> some View where C.Element == URL { self }
}
