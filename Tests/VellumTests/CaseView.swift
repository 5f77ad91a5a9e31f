import Foundation
import Vellum

/// Builds a view tree from a reference case's JSON description.
enum CaseView {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  static func view(_ json: Any) throws -> AnyView {
    guard let node = json as? [String: Any], let type = node["type"] as? String else {
      throw Failure(description: "view must be an object with a type: \(json)")
    }
    var view = try base(type, node)
    if let id = node["baseId"] as? String { view = AnyView(view.id(id)) }
    for modifier in node["mods"] as? [[Any]] ?? [] { view = try apply(modifier, to: view) }
    if let id = node["id"] as? String { view = AnyView(view.id(id)) }
    return view
  }

  static func children(_ node: [String: Any]) throws -> [AnyView] {
    try (node["children"] as? [Any] ?? []).map(view)
  }

  static func number(_ value: Any?) -> CGFloat? {
    if let value = value as? Double { return CGFloat(value) }
    if let value = value as? Int { return CGFloat(value) }
    if let text = value as? String {
      switch text {
      case "inf": return .infinity
      case "-inf": return -.infinity
      case "nan": return .nan
      default: return nil
      }
    }
    return nil
  }

  static func horizontal(_ name: Any?) -> HorizontalAlignment {
    switch name as? String {
    case "leading": .leading
    case "trailing": .trailing
    default: .center
    }
  }

  static func vertical(_ name: Any?) -> VerticalAlignment {
    switch name as? String {
    case "top": .top
    case "bottom": .bottom
    case "firstTextBaseline": .firstTextBaseline
    case "lastTextBaseline": .lastTextBaseline
    default: .center
    }
  }

  static func alignment(_ name: Any?) -> Alignment {
    switch name as? String {
    case "topLeading": .topLeading
    case "top": .top
    case "topTrailing": .topTrailing
    case "leading": .leading
    case "trailing": .trailing
    case "bottomLeading": .bottomLeading
    case "bottom": .bottom
    case "bottomTrailing": .bottomTrailing
    default: .center
    }
  }

  static func axes(_ name: Any?) -> Axis.Set {
    switch name as? String {
    case "h": .horizontal
    case "v": .vertical
    default: [.horizontal, .vertical]
    }
  }

  static func font(_ name: Any?) -> Font {
    switch name as? String {
    case "title": .title
    case "footnote": .footnote
    case "caption": .caption
    case "largeTitle": .largeTitle
    case "headline": .headline
    default: .body
    }
  }

  static func controlSize(_ name: Any?) -> ControlSize {
    switch name as? String {
    case "mini": .mini
    case "small": .small
    case "large": .large
    default: .regular
    }
  }

  static func base(_ type: String, _ node: [String: Any]) throws -> AnyView {
    let kids = try children(node)
    let group = ForEach(kids.indices, id: \.self) { kids[$0] }
    let spacing = number(node["spacing"])
    switch type {
    case "HStack": return AnyView(HStack(alignment: vertical(node["alignment"]), spacing: spacing) { group })
    case "VStack": return AnyView(VStack(alignment: horizontal(node["alignment"]), spacing: spacing) { group })
    case "ZStack": return AnyView(ZStack(alignment: alignment(node["alignment"])) { group })
    case "Group": return AnyView(Group { group })
    case "Color": return AnyView(Color.blue)
    case "Rectangle": return AnyView(Rectangle())
    case "Spacer": return AnyView(Spacer(minLength: number(node["minLength"])))
    case "Divider": return AnyView(Divider())
    case "Text": return AnyView(Text(node["text"] as? String ?? "").font(font(node["font"])))
    case "ScrollView":
      return AnyView(ScrollView(axes(node["axes"] ?? "v")) { group })
    case "LazyVStack", "LazyHStack", "EagerVStack":
      let count = node["count"] as? Int ?? 0
      let length = number(node["rowLength"]) ?? 10
      let rows = ForEach(0..<count) { index in
        Color.green.frame(
          width: type == "LazyHStack" ? length : nil, height: type == "LazyHStack" ? nil : length
        ).id("row\(index)")
      }
      switch type {
      case "LazyVStack": return AnyView(LazyVStack(spacing: spacing) { rows })
      case "LazyHStack": return AnyView(LazyHStack(spacing: spacing) { rows })
      default: return AnyView(VStack(spacing: spacing) { rows })
      }
    case "LazyVGrid", "LazyHGrid":
      let items = (node["items"] as? [[String: Any]] ?? []).map { item -> GridItem in
        let spacing = number(item["spacing"])
        if let size = number(item["fixed"]) { return GridItem(.fixed(size), spacing: spacing) }
        if let bounds = item["adaptive"] as? [Any] {
          return GridItem(
            .adaptive(minimum: number(bounds.first) ?? 10, maximum: number(bounds.last) ?? .infinity), spacing: spacing)
        }
        let bounds = item["flexible"] as? [Any] ?? []
        return GridItem(
          .flexible(minimum: number(bounds.first) ?? 10, maximum: number(bounds.last) ?? .infinity), spacing: spacing)
      }
      return type == "LazyVGrid"
        ? AnyView(LazyVGrid(columns: items, spacing: spacing) { group })
        : AnyView(LazyHGrid(rows: items, spacing: spacing) { group })
    case "ViewThatFits":
      return AnyView(ViewThatFits(in: axes(node["axes"] ?? "hv")) { group })
    case "List":
      switch node["style"] as? String {
      case "plain": return AnyView(List { group }.listStyle(.plain))
      case "grouped": return AnyView(List { group }.listStyle(.grouped))
      default: return AnyView(List { group })
      }
    case "Form": return AnyView(Form { group })
    case "NavigationStack":
      let title = Text(node["title"] as? String ?? "")
      let mode: NavigationBarItem.TitleDisplayMode = (node["mode"] as? String) == "inline" ? .inline : .automatic
      return AnyView(
        NavigationStack {
          VStack(spacing: 0) { group }
            .navigationTitle(title)
            .navigationBarTitleDisplayMode(mode)
        })
    case "Section":
      let header = node["header"] as? String
      let footer = node["footer"] as? String
      return AnyView(
        Section {
          group
        } header: {
          if let header { Text(header).id("header") }
        } footer: {
          if let footer { Text(footer).id("footer") }
        })
    case "Label":
      return AnyView(
        Label {
          Text(node["text"] as? String ?? "").id("labelTitle")
        } icon: {
          Image(systemName: node["systemImage"] as? String ?? "star")
        })
    case "LabeledContent":
      return AnyView(
        LabeledContent {
          Text(node["value"] as? String ?? "").id("value")
        } label: {
          Text(node["text"] as? String ?? "").id("label")
        })
    case "Toggle":
      return AnyView(Toggle(node["title"] as? String ?? "", isOn: .constant(node["isOn"] as? Bool ?? false)))
    case "TextField":
      let field = TextField(node["title"] as? String ?? "", text: .constant(node["text"] as? String ?? ""))
      return node["style"] as? String == "roundedBorder"
        ? AnyView(field.textFieldStyle(.roundedBorder)) : AnyView(field)
    case "Slider":
      return AnyView(Slider(value: .constant(Double(number(node["value"]) ?? 0))))
    case "Stepper":
      return AnyView(Stepper(node["title"] as? String ?? "", value: .constant(node["value"] as? Int ?? 0), in: 0...10))
    case "ProgressView":
      if let value = number(node["value"]) { return AnyView(ProgressView(value: Double(value))) }
      return AnyView(ProgressView())
    case "SegmentedPicker":
      let options = node["options"] as? [String] ?? []
      return AnyView(
        Picker("", selection: .constant(node["selected"] as? Int ?? 0)) {
          ForEach(options.indices, id: \.self) { Text(options[$0]).tag($0) }
        }
        .pickerStyle(.segmented))
    case "Button":
      let button = Button(node["title"] as? String ?? "") {}.controlSize(controlSize(node["controlSize"]))
      switch node["style"] as? String {
      case "bordered": return AnyView(button.buttonStyle(.bordered))
      case "borderedProminent": return AnyView(button.buttonStyle(.borderedProminent))
      default: return AnyView(button)
      }
    case "MenuPicker":
      let options = node["options"] as? [String] ?? []
      return AnyView(
        Picker(node["title"] as? String ?? "", selection: .constant(node["selected"] as? Int ?? 0)) {
          ForEach(options.indices, id: \.self) { Text(options[$0]).tag($0) }
        }
        .pickerStyle(.menu))
    case "DatePicker":
      // A fixed instant, shown in UTC and en_US, so the chips' text never depends on the machine.
      let date = Date(timeIntervalSince1970: number(node["epoch"]).map(Double.init) ?? 0)
      let components: DatePickerComponents =
        switch node["components"] as? String {
        case "date": .date
        case "time": .hourAndMinute
        default: [.date, .hourAndMinute]
        }
      return AnyView(
        DatePicker(node["title"] as? String ?? "", selection: .constant(date), displayedComponents: components)
          .environment(\.locale, Locale(identifier: "en_US"))
          .environment(\.timeZone, TimeZone(identifier: "UTC")!))
    case "GeometryReader":
      let inset = number(node["inset"]) ?? 0
      return AnyView(
        GeometryReader { proxy in
          Color.red.frame(width: max(proxy.size.width - 2 * inset, 0), height: max(proxy.size.height - 2 * inset, 0))
            .id("geometryChild")
        })
    default:
      throw Failure(description: "unknown view type \(type)")
    }
  }

  static func apply(_ modifier: [Any], to view: AnyView) throws -> AnyView {
    guard let name = modifier.first as? String else { throw Failure(description: "bad modifier \(modifier)") }
    let arguments = Array(modifier.dropFirst())
    let options = arguments.first as? [String: Any] ?? [:]
    switch name {
    case "frame":
      return AnyView(
        view.frame(
          width: number(options["width"]), height: number(options["height"]), alignment: alignment(options["alignment"])
        ))
    case "flexFrame":
      return AnyView(
        view.frame(
          minWidth: number(options["minWidth"]), idealWidth: number(options["idealWidth"]),
          maxWidth: number(options["maxWidth"]), minHeight: number(options["minHeight"]),
          idealHeight: number(options["idealHeight"]), maxHeight: number(options["maxHeight"]),
          alignment: alignment(options["alignment"])))
    case "padding":
      if arguments.isEmpty { return AnyView(view.padding()) }
      if let length = number(arguments[0]) { return AnyView(view.padding(length)) }
      let edges: Edge.Set =
        switch options["edges"] as? String {
        case "leading": .leading
        case "trailing": .trailing
        case "top": .top
        case "bottom": .bottom
        case "horizontal": .horizontal
        case "vertical": .vertical
        default: .all
        }
      return AnyView(view.padding(edges, number(options["length"])))
    case "fixedSize": return AnyView(view.fixedSize())
    case "fixedSizeH": return AnyView(view.fixedSize(horizontal: true, vertical: false))
    case "priority": return AnyView(view.layoutPriority(Double(number(arguments[0]) ?? 0)))
    case "offset": return AnyView(view.offset(x: number(arguments[0]) ?? 0, y: number(arguments[1]) ?? 0))
    case "position": return AnyView(view.position(x: number(arguments[0]) ?? 0, y: number(arguments[1]) ?? 0))
    case "aspectRatio":
      let mode: ContentMode = (arguments[1] as? String) == "fill" ? .fill : .fit
      return AnyView(view.aspectRatio(number(arguments[0]), contentMode: mode))
    case "background":
      return AnyView(
        view.background(try Self.view(arguments[0]), alignment: alignment(arguments.count > 1 ? arguments[1] : nil)))
    case "overlay":
      return AnyView(
        view.overlay(try Self.view(arguments[0]), alignment: alignment(arguments.count > 1 ? arguments[1] : nil)))
    case "alignmentGuide":
      let target = arguments[1]
      let guide = horizontal(arguments[0])
      return AnyView(
        view.alignmentGuide(guide) { dimensions in
          if let value = number(target) { return value }
          return dimensions[horizontal(target)]
        })
    case "alignmentGuideV":
      let value = number(arguments[1]) ?? 0
      return AnyView(view.alignmentGuide(vertical(arguments[0])) { _ in value })
    case "crf":
      if let count = options["count"] as? Int {
        return AnyView(
          view.containerRelativeFrame(
            axes(options["axes"]), count: count, span: options["span"] as? Int ?? 1,
            spacing: number(options["spacing"]) ?? 0))
      }
      if let fraction = number(options["fraction"]) {
        return AnyView(view.containerRelativeFrame(axes(options["axes"])) { length, _ in length * fraction })
      }
      return AnyView(view.containerRelativeFrame(axes(options["axes"])))
    case "contentMargins": return AnyView(view.contentMargins(number(arguments[0]) ?? 0))
    case "rtl": return AnyView(view.environment(\.layoutDirection, .rightToLeft))
    case "labelsHidden": return AnyView(view.labelsHidden())
    default: throw Failure(description: "unknown modifier \(name)")
    }
  }
}
