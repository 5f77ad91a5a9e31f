import CoreLocation
import Vellum

/// A map, as SwiftUI's `Map` from MapKit, with iOS 17's content builder and iOS 14's
/// region-and-annotation-items form.
///
/// iOS draws Apple's map tiles, which a preview cannot fetch: Vellum draws the map as its
/// style's flat land (see `MapStyle`), filling the space offered as a `Color` does, with its
/// markers, annotations and shapes at their coordinates projected with Web Mercator for the
/// camera position (a region is widened to the view's shape as MapKit does; `.automatic`
/// frames all the content). Nothing moves: bindings are read, never written, and selection and
/// camera-change actions never happen.
nonisolated public struct Map<Content: View>: View {
  let content: Content

  public var body: some View { content }
}

/// The view an iOS 17 map's content builder makes.
nonisolated public struct MapContentView<SelectedValue: Hashable, C: MapContent>: View {
  let position: () -> MapCameraPosition
  let content: C

  @MainActor public var body: some View { MapSurface(elements: content.mapElements, position: position()) }
}

extension Map {
  /// A map at a camera position the app keeps (iOS 17).
  public init<C: MapContent>(
    position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil,
    interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil,
    @MapContentBuilder content: () -> C
  ) where Content == MapContentView<Never, C> {
    self.content = MapContentView(position: { position.wrappedValue }, content: content())
  }

  /// A map that starts at a camera position (iOS 17).
  public init<C: MapContent>(
    initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil,
    interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil,
    @MapContentBuilder content: () -> C
  ) where Content == MapContentView<Never, C> {
    self.content = MapContentView(position: { initialPosition }, content: content())
  }

  /// A map whose content can be selected by tag (iOS 17); nothing is selected in a preview.
  public init<C: MapContent, SelectedValue: Hashable>(
    position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil,
    interactionModes: MapInteractionModes = .all, selection: Binding<SelectedValue?>, scope: Namespace.ID? = nil,
    @MapContentBuilder content: () -> C
  ) where Content == MapContentView<SelectedValue, C> {
    self.content = MapContentView(position: { position.wrappedValue }, content: content())
  }

  public init<C: MapContent, SelectedValue: Hashable>(
    initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil,
    interactionModes: MapInteractionModes = .all, selection: Binding<SelectedValue?>, scope: Namespace.ID? = nil,
    @MapContentBuilder content: () -> C
  ) where Content == MapContentView<SelectedValue, C> {
    self.content = MapContentView(position: { initialPosition }, content: content())
  }

  /// A map with no content (iOS 17).
  public init(
    position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil,
    interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil
  ) where Content == MapContentView<Never, EmptyMapContent> {
    self.content = MapContentView(position: { position.wrappedValue }, content: EmptyMapContent())
  }

  public init(
    initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil,
    interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil
  ) where Content == MapContentView<Never, EmptyMapContent> {
    self.content = MapContentView(position: { initialPosition }, content: EmptyMapContent())
  }

  /// A map with no content whose features can be selected (iOS 17); nothing is selected in a
  /// preview.
  public init<SelectedValue: Hashable>(
    position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil,
    interactionModes: MapInteractionModes = .all, selection: Binding<SelectedValue?>, scope: Namespace.ID? = nil
  ) where Content == MapContentView<SelectedValue, EmptyMapContent> {
    self.content = MapContentView(position: { position.wrappedValue }, content: EmptyMapContent())
  }

  public init<SelectedValue: Hashable>(
    initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil,
    interactionModes: MapInteractionModes = .all, selection: Binding<SelectedValue?>, scope: Namespace.ID? = nil
  ) where Content == MapContentView<SelectedValue, EmptyMapContent> {
    self.content = MapContentView(position: { initialPosition }, content: EmptyMapContent())
  }
}
